import type { TrailCatalogueEvent, TrailEvent } from '@school/modules/content';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { trailListSchema, type TrailRow } from './trail-list.tables.js';

/**
 * The trails, the catalogue's and the schools', with their owners (decision 0070), in their order (numSequencia: a trail's id at first, then what
 * the catalogue's swaps gave it). A swap that names a deleted trail patches nothing.
 */
export const trailListProjection = defineProjection<TrailEvent | TrailCatalogueEvent>()({
  name: 'trail-list',
  version: 2,
  schema: trailListSchema,
  handles: [
    'TrailCreated',
    'TrailRenamed',
    'TrailActivated',
    'TrailDeleted',
    'TrailCopyCompleted',
    'TrailsSwapped',
  ],

  async project(events, trx, names) {
    const trails = new RowChanges<TrailRow>(trailListSchema.trail_list, 'cod_trl_livro');
    onEach(events, {
      TrailCreated: (e) => {
        // An event recorded before owners (the upcaster's defaults, here too): the catalogue's.
        const { codBseEscola = null, codUsuarioCriacao = null, copiedFrom = null } = e.data;
        trails.insertFrom(
          { ...e.data, codBseEscola, codUsuarioCriacao, copiedFrom },
          { ind_ativo: false, copying: copiedFrom !== null },
        );
      },
      TrailRenamed: (e) => trails.patchFrom(e.data.codTrlLivro, e.data, ['dsc_titulo']),
      TrailActivated: (e) => trails.patch(e.data.codTrlLivro, { ind_ativo: true }),
      TrailDeleted: (e) => trails.delete(e.data.codTrlLivro),
      TrailCopyCompleted: (e) => trails.patch(e.data.codTrlLivro, { copying: false }),
      TrailsSwapped: (e) => {
        for (const place of [e.data.livro1, e.data.livro2])
          trails.patchFrom(place.codTrlLivro, place, ['num_sequencia']);
      },
    });
    await trails.apply(trx, names.trail_list);
  },
});
