import { classBooksProjection } from '@school/projections/class-books';
import { deviceSyncsProjection } from '@school/projections/device-syncs';
import type { Projection } from '@school/projections/kernel';
import { learnerProgressProjection } from '@school/projections/learner-progress';

/** The read models of a class's class books, its learners' progress and their devices' syncs, for the projection engine and `projections:rebuild`. */
export const teachingProjections: Projection[] = [
  classBooksProjection,
  learnerProgressProjection,
  deviceSyncsProjection,
];
