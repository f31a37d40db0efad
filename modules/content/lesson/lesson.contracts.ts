import { z } from 'zod';
import { recordId, requiredId, requiredText } from '@school/modules/kernel';
import { swapSchema } from '../trail/trail.contracts.js';

/** The longest lesson title and description (spec, section 9). */
export const LESSON_TITLE_MAX = 45;
export const LESSON_DESCRIPTION_MAX = 240;

/** An id the legacy client sends and the server does not use. */
const ignored = z.unknown().optional();

const lessonFields = {
  dscTitulo: requiredText(LESSON_TITLE_MAX, 'lesson.titleRequired', 'lesson.titleMax'),
  dscDescricao: z
    .string()
    .trim()
    .max(LESSON_DESCRIPTION_MAX, { error: 'lesson.descriptionMax' })
    .nullish()
    .transform((v) => v ?? ''),
  codTrlMateria: requiredId('lesson.subjectRequired'),
};

/** POST /api/trl_aula: a lesson at the end of a chapter; the subject must be in the catalogue. */
export const createLessonSchema = z.object({
  ...lessonFields,
  codTrlCapitulo: requiredId('lesson.chapterRequired'),
  codTrlAula: ignored,
  numSequencia: ignored,
  conteudos: ignored,
});
export type CreateLessonInput = z.output<typeof createLessonSchema>;

/** PUT /api/trl_aula/{id}: title, description and subject; a lesson never moves to another chapter. */
export const updateLessonSchema = z.object({
  ...lessonFields,
  codTrlAula: recordId().optional(),
  codTrlCapitulo: ignored,
  numSequencia: ignored,
  conteudos: ignored,
});
export type UpdateLessonInput = z.output<typeof updateLessonSchema>;

/** PUT /api/trl_aula/inverterAulas/x: two lessons of one chapter swap sequence numbers. */
export const swapLessonsSchema = swapSchema('aula', 'codTrlAula');
export type SwapLessonsInput = z.output<typeof swapLessonsSchema>;

/** What a lesson holds besides its place. */
export interface LessonFields {
  dscTitulo: string;
  dscDescricao: string;
  codTrlMateria: number;
}

/** A lesson as the API answers it. */
export interface Lesson extends LessonFields {
  codTrlAula: number;
  codTrlCapitulo: number;
  numSequencia: number;
}
