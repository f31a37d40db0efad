import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { SchoolCreatedData, SchoolEvent } from '@school/modules/organization';
import type { Projection } from '@school/projections/kernel';

type Table = 'school_list';

/** Lower case without accents: "Escola São José" is found by "sao jose". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

interface Row {
  cod_bse_escola: number;
  nom_escola: string;
  nom_escola_busca: string;
  cst_txt_prefixo_login: string;
  cod_bse_endereco: number | null;
  cod_usuario_criacao: number | null;
  created_at: Date;
  updated_at: Date;
}

type Change =
  | { kind: 'upsert'; row: Row }
  | {
      kind: 'update';
      row: Pick<
        Row,
        'cod_bse_escola' | 'nom_escola' | 'nom_escola_busca' | 'cod_bse_endereco' | 'updated_at'
      >;
    }
  | { kind: 'delete'; id: number };

function created(data: SchoolCreatedData, at: Date): Row {
  return {
    cod_bse_escola: data.codBseEscola,
    nom_escola: data.nomEscola,
    nom_escola_busca: searchable(data.nomEscola),
    cst_txt_prefixo_login: data.cstTxtPrefixoLogin,
    cod_bse_endereco: data.codBseEndereco,
    cod_usuario_criacao: data.codUsuarioCriacao,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The schools list. A batch is folded in memory first (a school created and renamed in the
 * same batch is written once), then written with one statement per kind of change: this is
 * what makes a rebuild of 100,000 events take seconds.
 */
export const schoolListProjection: Projection<Table> = {
  name: 'school-list',
  tables: ['school_list'],
  handles: ['SchoolCreated', 'SchoolUpdated', 'SchoolDeleted'] satisfies SchoolEvent['type'][],

  async createTables(db, names) {
    await sql`create table ${sql.table(names.school_list)} (
      cod_bse_escola int primary key,
      nom_escola text not null,
      nom_escola_busca text not null,
      cst_txt_prefixo_login text not null,
      cod_bse_endereco int,
      cod_usuario_criacao int,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.school_list)} (nom_escola_busca)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const changes = new Map<number, Change>();
    for (const event of events as readonly RecordedEvent<SchoolEvent['type']>[]) {
      const e = { type: event.type, data: event.data } as SchoolEvent;
      switch (e.type) {
        case 'SchoolCreated':
          changes.set(e.data.codBseEscola, { kind: 'upsert', row: created(e.data, event.createdAt) });
          break;
        case 'SchoolUpdated': {
          const id = e.data.codBseEscola;
          const fields = {
            nom_escola: e.data.nomEscola,
            nom_escola_busca: searchable(e.data.nomEscola),
            cod_bse_endereco: e.data.codBseEndereco,
            updated_at: event.createdAt,
          };
          const previous = changes.get(id);
          if (previous?.kind === 'upsert')
            changes.set(id, { kind: 'upsert', row: { ...previous.row, ...fields } });
          else if (previous?.kind !== 'delete')
            changes.set(id, { kind: 'update', row: { cod_bse_escola: id, ...fields } });
          break;
        }
        case 'SchoolDeleted':
          changes.set(e.data.codBseEscola, { kind: 'delete', id: e.data.codBseEscola });
          break;
        default:
          break; // not a school event
      }
    }
    if (changes.size === 0) return;
    const table = names.school_list;
    const all = [...changes.values()];
    const deletes = all.flatMap((c) => (c.kind === 'delete' ? [c.id] : []));
    const upserts = all.flatMap((c) => (c.kind === 'upsert' ? [c.row] : []));
    const updates = all.flatMap((c) => (c.kind === 'update' ? [c.row] : []));
    if (deletes.length) await trx.deleteFrom(table).where('cod_bse_escola', 'in', deletes).execute();
    for (let i = 0; i < upserts.length; i += 1000) {
      await trx
        .insertInto(table)
        .values(upserts.slice(i, i + 1000))
        .onConflict((oc) =>
          oc.column('cod_bse_escola').doUpdateSet((eb) => ({
            nom_escola: eb.ref('excluded.nom_escola'),
            nom_escola_busca: eb.ref('excluded.nom_escola_busca'),
            cst_txt_prefixo_login: eb.ref('excluded.cst_txt_prefixo_login'),
            cod_bse_endereco: eb.ref('excluded.cod_bse_endereco'),
            cod_usuario_criacao: eb.ref('excluded.cod_usuario_criacao'),
            created_at: eb.ref('excluded.created_at'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    if (updates.length) {
      await sql`update ${sql.table(table)} as s set
          nom_escola = u.nom_escola, nom_escola_busca = u.nom_escola_busca,
          cod_bse_endereco = u.cod_bse_endereco, updated_at = u.updated_at
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
          as u(cod_bse_escola int, nom_escola text, nom_escola_busca text, cod_bse_endereco int, updated_at timestamptz)
        where s.cod_bse_escola = u.cod_bse_escola`.execute(trx);
    }
  },
};
