import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { SupportEvent, SupportRequestedData } from '@school/modules/support';
import type { Projection } from '@school/projections/kernel';

type Table = 'support_desk';

interface Row {
  cod_bse_suporte: number;
  name: string;
  email: string;
  pagina: string;
  descricao: string;
  cod_bse_usuario: number;
  created_at: string;
}

function row(data: SupportRequestedData): Row {
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

/**
 * The support desk: the requests not deleted. `created_at` is the request's own time (data.at),
 * so a rebuild gives the same rows. A batch is folded first: a request sent and deleted in the
 * same batch is never written.
 */
export const supportDeskProjection: Projection<Table> = {
  name: 'support-desk',
  tables: ['support_desk'],
  handles: ['SupportRequested', 'SupportRequestDeleted'] satisfies SupportEvent['type'][],

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
    const changes = new Map<number, Row | 'delete'>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as SupportEvent;
      switch (e.type) {
        case 'SupportRequested':
          changes.set(e.data.codBseSuporte, row(e.data));
          break;
        case 'SupportRequestDeleted':
          changes.set(e.data.codBseSuporte, 'delete');
          break;
        default:
          break; // not a support event
      }
    }
    if (changes.size === 0) return;
    const table = names.support_desk;
    const deletes = [...changes].flatMap(([id, c]) => (c === 'delete' ? [id] : []));
    const inserts = [...changes.values()].flatMap((c) => (c === 'delete' ? [] : [c]));
    if (deletes.length) await trx.deleteFrom(table).where('cod_bse_suporte', 'in', deletes).execute();
    for (let i = 0; i < inserts.length; i += 1000) {
      await trx
        .insertInto(table)
        .values(inserts.slice(i, i + 1000))
        .onConflict((oc) => oc.column('cod_bse_suporte').doNothing())
        .execute();
    }
  },
};
