import { submitAnswersSchema, type SubmitAnswersInput } from '@school/modules/assessment';
import { SubmitAnswersCommand } from '@school/modules/assessment/server';
import type { SyncItemHandler } from './sync-item.handler.js';

/** `resposta`: POST /api/bse_questao_resposta's body and command (one answer per activity). */
export const respostaItem: SyncItemHandler<SubmitAnswersInput> = {
  schema: submitAnswersSchema,
  apply: async (dados, meta, commands) => {
    const written = await commands.execute(new SubmitAnswersCommand(dados, meta));
    return { status: 200, resultado: written.answer, codBseTurma: dados[0]!.codBseTurma };
  },
};
