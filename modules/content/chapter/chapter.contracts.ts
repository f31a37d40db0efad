import { z } from 'zod';
import { recordId, requiredId } from '@school/modules/kernel';
import { contentTitleSchema, swapSchema } from '../trail/trail.contracts.js';

/** The configured limit's default (CONTENT_MAX_CHAPTERS_PER_TRAIL, ARCHITECTURE decisions). */
export const DEFAULT_MAX_CHAPTERS_PER_TRAIL = 50;

/** POST /api/trl_capitulo: a chapter at the end of a trail. */
export const createChapterSchema = z.object({
  dscTitulo: contentTitleSchema,
  codTrlLivro: requiredId('chapter.trailRequired'),
  codTrlCapitulo: z.unknown().optional(),
  numSequencia: z.unknown().optional(),
});
export type CreateChapterInput = z.output<typeof createChapterSchema>;

/** PUT /api/trl_capitulo/{id}: the title changes; a chapter never moves to another trail. */
export const updateChapterSchema = z.object({
  dscTitulo: contentTitleSchema,
  codTrlCapitulo: recordId().optional(),
  codTrlLivro: z.unknown().optional(),
  numSequencia: z.unknown().optional(),
});
export type UpdateChapterInput = z.output<typeof updateChapterSchema>;

/** PUT /api/trl_capitulo/inverterCapitulos/x: two chapters of one trail swap sequence numbers. */
export const swapChaptersSchema = swapSchema('capitulo', 'codTrlCapitulo');
export type SwapChaptersInput = z.output<typeof swapChaptersSchema>;

/** A chapter as the API answers it. */
export interface Chapter {
  codTrlCapitulo: number;
  dscTitulo: string;
  codTrlLivro: number;
  numSequencia: number;
}

/** POST /api/trl_capitulo answers 1, or 0 (falsy) when the trail has the most chapters allowed. */
export type ChapterCreateAnswer = 0 | 1;
