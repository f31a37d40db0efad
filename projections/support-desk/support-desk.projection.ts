import type { SupportEvent } from '@school/modules/support';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { supportDeskSchema, type SupportRow } from './support-desk.tables.js';

/**
 * The support desk: the requests not deleted. `created_at` is the request's own time (data.at),
 * so a rebuild gives the same rows. A batch is folded first: a request sent and deleted in the
 * same batch is never written.
 */
export const supportDeskProjection = defineProjection<SupportEvent>()({
  name: 'support-desk',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  // 3: each request's school (decision 0069); one kept before reads null.
  version: 3,
  schema: supportDeskSchema,
  handles: ['SupportRequested', 'SupportRequestDeleted'],

  async project(events, trx, names) {
    // A replayed batch finds its requests already there: they stay as they are.
    const requests = new RowChanges<SupportRow>(supportDeskSchema.support_desk, 'cod_bse_suporte', {
      onConflict: 'nothing',
    });
    onEach(events, {
      SupportRequested: (e) =>
        requests.insertFrom(e.data, {
          descricao: e.data.desc,
          cod_bse_escola: e.data.codBseEscola ?? null,
          created_at: e.data.at,
        }),
      SupportRequestDeleted: (e) => requests.delete(e.data.codBseSuporte),
    });
    await requests.apply(trx, names.support_desk);
  },
});
