import { rateChapterSchema, type RateChapterInput } from '@school/modules/teaching';
import { RateChapterCommand } from '../learner/rate-chapter.handler.js';
import type { SyncItemHandler } from './sync-item.handler.js';

/** `avaliacao`: POST /api/plataforma/avaliacao's body and command. */
export const avaliacaoItem: SyncItemHandler<RateChapterInput> = {
  schema: rateChapterSchema,
  apply: async (dados, meta, commands) => {
    const written = await commands.execute(new RateChapterCommand(dados, meta));
    return { status: 200, resultado: written.answer, codBseTurma: dados.codBseTurma };
  },
};
