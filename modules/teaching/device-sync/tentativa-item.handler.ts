import { gameAttemptSchema, type GameAttemptInput } from '@school/modules/teaching';
import { RecordGameAttemptCommand } from '../learner/record-game-attempt.handler.js';
import type { SyncItemHandler } from './sync-item.handler.js';

/** `tentativa`: POST /api/plataforma/tentativa's body and command; the server scores the round again. */
export const tentativaItem: SyncItemHandler<GameAttemptInput> = {
  schema: gameAttemptSchema,
  apply: async (dados, meta, commands) => {
    const written = await commands.execute(new RecordGameAttemptCommand(dados, meta));
    return { status: 200, resultado: written.answer, codBseTurma: dados.codBseTurma };
  },
};
