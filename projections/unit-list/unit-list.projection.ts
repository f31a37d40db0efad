import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { UserEvent } from '@school/modules/identity';
import type { SchoolEvent, UnitEvent } from '@school/modules/organization';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { unitListSchema, type UnitRow, type UnitSchoolRow, type UnitUserRow } from './unit-list.tables.js';

type Table = 'unit_list' | 'unit_list_schools' | 'unit_users';

/** The columns an edit of a user changes: only the fields it carries. */
function userChanges(data: Extract<UserEvent, { type: 'UserUpdated' }>['data']): Partial<UnitUserRow> {
  const fields: Partial<UnitUserRow> = {};
  if (data.nomUsuario !== undefined) fields.nom_usuario = data.nomUsuario;
  if (data.codBsePerfil !== undefined) fields.cod_bse_perfil = data.codBsePerfil;
  if (data.codBseEscola !== undefined) fields.cod_bse_escola = data.codBseEscola;
  if (data.codBseUnidade !== undefined) fields.cod_bse_unidade = data.codBseUnidade;
  return fields;
}

const HANDLES = [
  'UnitCreated',
  'UnitUpdated',
  'UnitDeleted',
  'SchoolCreated',
  'SchoolUpdated',
  'SchoolDeleted',
  'UserCreated',
  'UserUpdated',
  'UserDeleted',
] as const satisfies readonly (UnitEvent | SchoolEvent | UserEvent)['type'][];
/** What `project` reads: the engine hands it only the event types of `handles`. */
type Handled = Extract<UnitEvent | SchoolEvent | UserEvent, { type: (typeof HANDLES)[number] }>;

/**
 * The units list with the names and prefixes of their schools (kept here from the school
 * events, so the list and its search by school need no other read model), and the users of
 * each unit (the unit's users screen, and "a unit with users cannot be deleted").
 */
export const unitListProjection: Projection<Table> = {
  name: 'unit-list',
  tables: ['unit_list', 'unit_list_schools', 'unit_users'],
  schema: unitListSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.unit_list)} (
      cod_bse_unidade int primary key,
      cod_bse_escola int not null,
      nom_unidade text not null,
      nom_unidade_busca text not null,
      cst_txt_prefixo_login text not null,
      cod_bse_endereco int,
      cod_usuario_criacao int,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.unit_list)} (cod_bse_escola)`.execute(db);
    await sql`create table ${sql.table(names.unit_list_schools)} (
      cod_bse_escola int primary key,
      nom_escola text not null,
      nom_escola_busca text not null,
      cst_txt_prefixo_login text not null
    )`.execute(db);
    await sql`create table ${sql.table(names.unit_users)} (
      cod_bse_usuario int primary key,
      cod_bse_unidade int,
      cod_bse_escola int,
      nom_usuario text not null,
      cst_login text not null,
      cod_bse_perfil int not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.unit_users)} (cod_bse_unidade)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const units = new RowChanges<UnitRow>(unitListSchema.unit_list, 'cod_bse_unidade');
    const schools = new RowChanges<UnitSchoolRow>(unitListSchema.unit_list_schools, 'cod_bse_escola');
    const users = new RowChanges<UnitUserRow>(unitListSchema.unit_users, 'cod_bse_usuario');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      const at = event.createdAt;
      switch (e.type) {
        case 'UnitCreated':
          units.insert({
            cod_bse_unidade: e.data.codBseUnidade,
            cod_bse_escola: e.data.codBseEscola,
            nom_unidade: e.data.nomUnidade,
            nom_unidade_busca: searchable(e.data.nomUnidade),
            cst_txt_prefixo_login: e.data.cstTxtPrefixoLogin,
            cod_bse_endereco: e.data.codBseEndereco,
            cod_usuario_criacao: e.data.codUsuarioCriacao,
            created_at: at,
            updated_at: at,
          });
          break;
        case 'UnitUpdated':
          units.patch(e.data.codBseUnidade, {
            nom_unidade: e.data.nomUnidade,
            nom_unidade_busca: searchable(e.data.nomUnidade),
            cod_bse_endereco: e.data.codBseEndereco,
            updated_at: at,
          });
          break;
        case 'UnitDeleted':
          units.delete(e.data.codBseUnidade);
          break;
        case 'SchoolCreated':
          schools.insert({
            cod_bse_escola: e.data.codBseEscola,
            nom_escola: e.data.nomEscola,
            nom_escola_busca: searchable(e.data.nomEscola),
            cst_txt_prefixo_login: e.data.cstTxtPrefixoLogin,
          });
          break;
        case 'SchoolUpdated':
          schools.patch(e.data.codBseEscola, {
            nom_escola: e.data.nomEscola,
            nom_escola_busca: searchable(e.data.nomEscola),
          });
          break;
        case 'SchoolDeleted':
          schools.delete(e.data.codBseEscola);
          break;
        case 'UserCreated':
          // Every user, also those without a unit: an edit may place them in one later.
          users.insert({
            cod_bse_usuario: e.data.codBseUsuario,
            cod_bse_unidade: e.data.codBseUnidade,
            cod_bse_escola: e.data.codBseEscola,
            nom_usuario: e.data.nomUsuario,
            cst_login: e.data.cstLogin,
            cod_bse_perfil: e.data.codBsePerfil,
          });
          break;
        case 'UserUpdated':
          users.patch(e.data.codBseUsuario, userChanges(e.data));
          break;
        case 'UserDeleted':
          users.delete(e.data.codBseUsuario);
          break;
        default:
          return assertNever(e);
      }
    }
    await schools.apply(trx, names.unit_list_schools);
    await units.apply(trx, names.unit_list);
    await users.apply(trx, names.unit_users);
  },
};
