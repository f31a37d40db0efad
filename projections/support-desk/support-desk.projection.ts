import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { SupportEvent, SupportRequestedData } from '@school/modules/support';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { supportDeskSchema, type SupportRow } from './support-desk.tables.js';

type Table = 'support_desk';

function row(data: SupportRequestedData): SupportRow {
  return {
    cod_bse_suporte: data.codBseSuporte,
    name: data.name,
    email: data.email,
    pagina: data.pagina,
    descricao: data.desc,
    cod_bse_usuario: data.codBseUsuario,
    created_at: data.at,
  };
}

const HANDLES = [
  'SupportRequested',
  'SupportRequestDeleted',
] as const satisfies readonly SupportEvent['type'][];
/** What `project` reads: the engine hands it only the event types of `handles`. */
type Handled = Extract<SupportEvent, { type: (typeof HANDLES)[number] }>;

/**
 * The support desk: the requests not deleted. `created_at` is the request's own time (data.at),
 * so a rebuild gives the same rows. A batch is folded first: a request sent and deleted in the
 * same batch is never written.
 */
export const supportDeskProjection: Projection<Table> = {
  name: 'support-desk',
  tables: ['support_desk'],
  schema: supportDeskSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.support_desk)} (
      cod_bse_suporte int primary key,
      name text not null,
      email text not null,
      pagina text not null,
      descricao text not null,
      cod_bse_usuario int not null,
      created_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.support_desk)} (created_at desc, cod_bse_suporte desc)`.execute(
      db,
    );
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    // A replayed batch finds its requests already there: they stay as they are.
    const requests = new RowChanges<SupportRow>(supportDeskSchema.support_desk, 'cod_bse_suporte', {
      onConflict: 'nothing',
    });
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      switch (e.type) {
        case 'SupportRequested':
          requests.insert(row(e.data));
          break;
        case 'SupportRequestDeleted':
          requests.delete(e.data.codBseSuporte);
          break;
        default:
          return assertNever(e);
      }
    }
    await requests.apply(trx, names.support_desk);
  },
};
