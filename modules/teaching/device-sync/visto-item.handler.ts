import { viewContentSchema, type ViewContentInput } from '@school/modules/teaching';
import { ViewContentCommand } from '../learner/view-content.handler.js';
import type { SyncItemHandler } from './sync-item.handler.js';

/** `visto`: POST /api/plataforma/visto's body and command. */
export const vistoItem: SyncItemHandler<ViewContentInput> = {
  schema: viewContentSchema,
  apply: async (dados, meta, commands) => {
    const written = await commands.execute(new ViewContentCommand(dados, meta));
    return { status: 200, resultado: written.answer, codBseTurma: dados.codBseTurma };
  },
};
