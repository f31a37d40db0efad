import { z } from 'zod';
import { richTextIsEmpty, requiredText, requiredId } from '@school/modules/kernel';
import { QUESTION_TYPES, type QuestionOption, type QuestionType } from './activity.events.js';

/** Limits the spec leaves open (decision 0030): generous for a school, bounded for the store. */
export const ACTIVITY_NAME_MAX = 255;
export const ACTIVITY_DESCRIPTION_MAX = 1000;
export const QUESTION_TITLE_MAX = 255;
/** The statement's HTML, tags included. */
export const QUESTION_STATEMENT_MAX = 20_000;
export const QUESTION_OPTION_MAX = 500;
export const QUESTION_OPTIONS_MAX = 10;
export const EXPECTED_ANSWER_MAX = 5000;

const ALL = 'activity.allFieldsRequired';

/** A chapter as the legacy client sends it: its id, or the chapter record. */
const chapterRef = z.union([
  requiredId(ALL),
  z.object({ codTrlCapitulo: requiredId(ALL) }).transform((c) => c.codTrlCapitulo),
]);

/** POST and PUT /api/bse_atividade: trail, at least one chapter, name and description, all required. */
export const activitySchema = z.object({
  codTrlLivro: requiredId(ALL),
  capitulos: z
    .array(chapterRef, { error: ALL })
    .min(1, { error: ALL })
    .transform((ids) => [...new Set(ids)]),
  nomAtividade: requiredText(ACTIVITY_NAME_MAX, ALL, 'activity.nameMax'),
  desDescricao: requiredText(ACTIVITY_DESCRIPTION_MAX, ALL, 'activity.descriptionMax'),
});
export type ActivityInput = z.output<typeof activitySchema>;

const Q = 'question.allFieldsRequired';

/**
 * POST and PUT /api/bse_questao, and the question form: title, statement and type required; a
 * discursive question needs its expected answer and keeps no option; a multiple-choice one needs
 * at least 2 options, none empty, and the correct one among them (its text is the expected answer).
 */
export const questionSchema = z
  .object({
    codBseAtividade: requiredId(Q),
    titulo: requiredText(QUESTION_TITLE_MAX, Q, 'question.titleMax'),
    enuEnunciado: z
      .string({ error: Q })
      .max(QUESTION_STATEMENT_MAX, { error: 'question.statementMax' })
      .refine((html) => !richTextIsEmpty(html), { error: Q }),
    tipoQuestao: z.enum(QUESTION_TYPES, { error: Q }),
    multiplaEscolha: z
      .array(
        z.union([
          z.string({ error: 'question.emptyOption' }),
          z.object({ descricao: z.string({ error: 'question.emptyOption' }) }).transform((o) => o.descricao),
        ]),
        { error: Q },
      )
      .max(QUESTION_OPTIONS_MAX, { error: 'question.optionsMax' })
      .default([]),
    resRespostaEsperada: z
      .string({ error: Q })
      .trim()
      .max(EXPECTED_ANSWER_MAX, { error: 'question.expectedMax' })
      .nullish()
      .transform((s) => s ?? ''),
  })
  .superRefine((q, ctx) => {
    if (q.tipoQuestao === 'DISCURSIVA') {
      if (q.resRespostaEsperada === '')
        ctx.addIssue({ code: 'custom', path: ['resRespostaEsperada'], message: Q });
      return;
    }
    const options = q.multiplaEscolha.map((o) => o.trim());
    if (options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['multiplaEscolha'], message: 'question.minOptions' });
    options.forEach((o, i) => {
      if (o === '')
        ctx.addIssue({ code: 'custom', path: ['multiplaEscolha', i], message: 'question.emptyOption' });
      else if (o.length > QUESTION_OPTION_MAX)
        ctx.addIssue({ code: 'custom', path: ['multiplaEscolha', i], message: 'question.optionMax' });
    });
    if (!options.includes(q.resRespostaEsperada) || q.resRespostaEsperada === '')
      ctx.addIssue({ code: 'custom', path: ['resRespostaEsperada'], message: 'question.correctRequired' });
  })
  .transform((q) => ({
    ...q,
    multiplaEscolha:
      q.tipoQuestao === 'DISCURSIVA'
        ? []
        : q.multiplaEscolha.map((descricao, i): QuestionOption => ({
            codBseQuestaoMultiplaEscolha: i + 1,
            descricao: descricao.trim(),
          })),
  }));
export type QuestionInput = z.output<typeof questionSchema>;

/** An activity as GET /api/bse_atividade answers it (the chapters still in the content tree). */
export interface Activity {
  codBseAtividade: number;
  nomAtividade: string;
  desDescricao: string;
  codTrlLivro: number;
  livroId: number;
  /** The creator's name. */
  usuarioCriacao: string;
  codUsuarioCriacao: number;
  /** ISO. */
  datCriacao: string;
  /** The school that owns it; null: the network's catalogue (decision 0071). */
  codBseEscola: number | null;
  /** Whether the caller may change it and its questions (decision 0071). */
  editavel: boolean;
  livro: { codTrlLivro: number; dscTitulo: string } | null;
  capitulos: {
    codTrlCapitulo: number;
    codTrlLivro: number;
    dscTitulo: string;
    numSequencia: number;
    livro: { codTrlLivro: number; dscTitulo: string };
  }[];
  /** How many questions it has. */
  questoes: number;
}

/** A question as GET /api/bse_questao answers it. */
export interface Question {
  codBseQuestao: number;
  codBseAtividade: number;
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: QuestionType;
  multiplaEscolha: QuestionOption[];
  /** Left out for a student (who answers): only staff see the expected answers. */
  resRespostaEsperada?: string;
}
