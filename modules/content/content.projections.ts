import { chapterEditorProjection } from '@school/projections/chapter-editor';
import { chapterListProjection } from '@school/projections/chapter-list';
import type { Projection } from '@school/projections/kernel';
import { trailListProjection } from '@school/projections/trail-list';

/** The read models of trails, chapters, lessons and contents, for the projection engine and `projections:rebuild`. */
export const contentProjections: Projection[] = [
  trailListProjection,
  chapterListProjection,
  chapterEditorProjection,
];
