import { submitAnswersSchema, type SubmitAnswersInput } from '@school/modules/assessment';
import { SetAsideAnswersCommand, SubmitAnswersCommand } from '@school/modules/assessment/server';
import { DomainError } from '@school/modules/kernel';
import type { SyncItemHandler } from './sync-item.handler.js';

/** SubmitAnswers' refusals of answers that came too late: the activity closed, or answered already. */
const TOO_LATE = new Set(['answer.inactive', 'answer.alreadySubmitted', 'answer.submittedInAnotherClass']);

/**
 * `resposta`: POST /api/bse_questao_resposta's body and command (one answer per activity). Answers
 * it refuses as closed or answered meanwhile are kept for the teacher (SetAsideAnswers) and the
 * item answers 409 with why (decision 0076): nothing a student wrote is thrown away.
 */
export const respostaItem: SyncItemHandler<SubmitAnswersInput> = {
  schema: submitAnswersSchema,
  apply: async (dados, meta, commands, { feitoEm }) => {
    const codBseTurma = dados[0]!.codBseTurma;
    try {
      const written = await commands.execute(new SubmitAnswersCommand(dados, meta));
      return { status: 200, resultado: written.answer, codBseTurma };
    } catch (error) {
      if (!(error instanceof DomainError) || !TOO_LATE.has(error.code)) throw error;
      const kept = await commands.execute(new SetAsideAnswersCommand(dados, feitoEm, meta));
      const code = kept.answer === 'late' ? 'sync.answerLate' : 'sync.answerDuplicate';
      return { status: 409, code, codBseTurma };
    }
  },
};
