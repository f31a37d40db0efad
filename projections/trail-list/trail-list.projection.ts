import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { TrailCatalogueEvent, TrailEvent } from '@school/modules/content';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { trailListSchema, type TrailRow } from './trail-list.tables.js';

type Table = 'trail_list';

const HANDLES = [
  'TrailCreated',
  'TrailRenamed',
  'TrailActivated',
  'TrailDeleted',
  'TrailsSwapped',
] as const satisfies readonly (TrailEvent | TrailCatalogueEvent)['type'][];
/** What `project` reads: the engine hands it only the event types of `handles`. */
type Handled = Extract<TrailEvent | TrailCatalogueEvent, { type: (typeof HANDLES)[number] }>;

/**
 * The trails of the catalogue in their order (numSequencia: a trail's id at first, then what
 * the catalogue's swaps gave it). A swap that names a deleted trail patches nothing.
 */
export const trailListProjection: Projection<Table> = {
  name: 'trail-list',
  tables: ['trail_list'],
  schema: trailListSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.trail_list)} (
      cod_trl_livro int primary key,
      dsc_titulo text not null,
      num_sequencia int not null,
      ind_ativo boolean not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.trail_list)} (num_sequencia)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const trails = new RowChanges<TrailRow>(trailListSchema.trail_list, 'cod_trl_livro');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      switch (e.type) {
        case 'TrailCreated':
          trails.insert({
            cod_trl_livro: e.data.codTrlLivro,
            dsc_titulo: e.data.dscTitulo,
            num_sequencia: e.data.numSequencia,
            ind_ativo: false,
          });
          break;
        case 'TrailRenamed':
          trails.patch(e.data.codTrlLivro, { dsc_titulo: e.data.dscTitulo });
          break;
        case 'TrailActivated':
          trails.patch(e.data.codTrlLivro, { ind_ativo: true });
          break;
        case 'TrailDeleted':
          trails.delete(e.data.codTrlLivro);
          break;
        case 'TrailsSwapped':
          for (const place of [e.data.livro1, e.data.livro2])
            trails.patch(place.codTrlLivro, { num_sequencia: place.numSequencia });
          break;
        default:
          return assertNever(e);
      }
    }
    await trails.apply(trx, names.trail_list);
  },
};
