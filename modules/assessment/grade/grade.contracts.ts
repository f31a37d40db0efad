import { z } from 'zod';
import { dateField, ID_MAX, requiredId } from '@school/modules/kernel';
import { GRADE_COMMENT_MAX, GRADE_EDIT_MAX, GRADE_ENTRY_MAX, gradeInRange } from './grade.decider.js';

export const GRADE_REASON_MAX = 500;

const id = requiredId('generic.invalid');
/** A legacy client's grade as text: digits, and a decimal part after a point or a comma ("8.5", "8,5"). */
const DECIMAL_TEXT = /^\d+(?:[.,]\d+)?$/;

/**
 * A grade: a JSON number, or (legacy clients) a plain decimal string; 0 to `max` in steps of 0.5.
 * Nothing else is read as a number: null, "", true, [5], "0x5", " 5 " are refused with the range
 * message, never coerced (a blank once became 0). The web form checks its fields with it too.
 */
export const gradeValueSchema = (max: number, error: string) =>
  z
    .union([z.number({ error }), z.string({ error }).regex(DECIMAL_TEXT, { error })], { error })
    .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
    .pipe(z.number({ error }).refine((v) => gradeInRange(v, max), { error }));
/** A grade on the entry screen (POST /api/bse_nota): 0 to 10. */
export const gradeEntrySchema = gradeValueSchema(GRADE_ENTRY_MAX, 'grade.entryRange');
/** A grade on the edit screen (PUT /api/bse_nota/updateMany): 0 to 1000. */
export const gradeEditSchema = gradeValueSchema(GRADE_EDIT_MAX, 'grade.editRange');
const reason = z
  .string()
  .trim()
  .max(GRADE_REASON_MAX, { error: 'grade.reasonMax' })
  .nullish()
  .transform((s) => s || null);

/** The teacher's comment for the student: trimmed, at most 1000 characters; blank or null is none, absent stays undefined. */
const comment = z
  .string({ error: 'grade.commentMax' })
  .trim()
  .max(GRADE_COMMENT_MAX, { error: 'grade.commentMax' })
  .nullish()
  .transform((s) => (s === undefined ? undefined : s || null));
/** Whether the student sees the expected answers once graded (decision 0072). */
const showAnswer = z.boolean({ error: 'generic.invalid' });

/**
 * GET /api/bse_nota/historico's `ate`: a minute of the network's clock (Brasília, UTC−3),
 * YYYY-MM-DDTHH:mm, a real one from 1900 to 2100.
 */
export const gradeHistoryMomentSchema = dateField('minute', 'grade.dateInvalid');

const grade = z.object({
  codBseAtividade: id,
  codBseQuestao: id,
  codBseUsuario: id,
  valor: gradeEntrySchema,
});

/**
 * POST /api/bse_nota (assign-grade): one grade (the legacy body) or a whole sheet, as a list or
 * `{notas, motivo}`; every grade of one student in one activity, 0 to 10 in steps of 0.5.
 */
export const assignGradesSchema = z
  .preprocess(
    (input) =>
      Array.isArray(input)
        ? { notas: input }
        : input && typeof input === 'object' && !('notas' in input)
          ? { notas: [input] }
          : input,
    z.object({
      notas: z.array(grade, { error: 'generic.invalid' }).min(1, { error: 'generic.required' }),
      motivo: reason,
      comentario: comment.transform((s) => s ?? null),
      mostrarResposta: showAnswer.optional().transform((v) => v ?? false),
    }),
  )
  .refine(
    ({ notas }) =>
      notas.every(
        (n) => n.codBseAtividade === notas[0]!.codBseAtividade && n.codBseUsuario === notas[0]!.codBseUsuario,
      ),
    { error: 'generic.invalid' },
  );
export type AssignGradesInput = z.output<typeof assignGradesSchema>;

/**
 * PUT /api/bse_nota/updateMany/{ids} (change-grade): the new values in the order of the ids,
 * 0 to 1000 in steps of 0.5; the legacy body is the bare list, the web's adds the reason and the
 * version it saw (a change made meanwhile answers 409).
 */
export const changeGradesSchema = z.preprocess(
  (input) => (Array.isArray(input) ? { valores: input } : input),
  z.object({
    valores: z.array(gradeEditSchema, { error: 'generic.invalid' }).min(1, { error: 'generic.required' }),
    motivo: reason,
    /** Absent (the legacy body): the comment stays as it stands; null or blank takes it away. */
    comentario: comment,
    mostrarResposta: showAnswer.optional(),
    versao: z.coerce
      .number()
      .int()
      .nonnegative()
      .max(ID_MAX)
      .nullish()
      .transform((v) => v ?? null),
  }),
);
export type ChangeGradesInput = z.output<typeof changeGradesSchema>;

/** A grade as GET /api/bse_nota answers it. */
export interface Grade {
  codBseNota: number;
  codBseAtividade: number;
  codBseQuestao: number;
  codBseUsuario: number;
  valor: number;
}

/** One entry of a student's grade history across its activities (GET /api/bse_nota/historico/aluno/{id}). */
export type StudentGradeHistoryEntry = GradeHistoryEntry & {
  codBseAtividade: number;
  nomAtividade: string;
};

/** One entry of a grade's history (GET /api/bse_nota/historico), newest first: a grade, or the comment. */
export type GradeHistoryEntry = GradeValueEntry | GradeCommentEntry;

/** Who wrote an entry of the history, as they were then. */
interface GradeHistoryAuthor {
  /** ISO. */
  data: string;
  codUsuarioAvaliador: number;
  nomUsuarioAvaliador: string;
  codPerfilAvaliador: number;
}

/** The comment for the student written, changed or taken away (null), and the expected answers' choice. */
export interface GradeCommentEntry extends GradeHistoryAuthor {
  tipo: 'COMENTARIO';
  comentario: string | null;
  mostrarResposta: boolean;
}

/** A grade given or changed. */
export interface GradeValueEntry extends GradeHistoryAuthor {
  tipo: 'ATRIBUIDA' | 'ALTERADA';
  codBseNota: number;
  codBseQuestao: number;
  /** The question's number in its activity (1, 2, ...: the order the questions were added); null once removed. */
  numQuestao: number | null;
  /** null for an assignment. */
  antes: number | null;
  depois: number;
  motivo: string | null;
}
