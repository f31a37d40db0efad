import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { UserEvent } from '@school/modules/identity';
import type { ClassEvent, CurrentClassEvent } from '@school/modules/organization';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { ClassMemberships } from './class-memberships.projection.js';
import {
  classListSchema,
  type ClassRow,
  type ClassUserRow,
  type CurrentClassRow,
} from './class-list.tables.js';

type Table = 'class_list' | 'class_users' | 'class_members' | 'class_current';

type UserUpdatedData = Extract<UserEvent, { type: 'UserUpdated' }>['data'];

function userChanges(data: UserUpdatedData): Partial<ClassUserRow> {
  const fields: Partial<ClassUserRow> = {};
  if (data.nomUsuario !== undefined) fields.nom_usuario = data.nomUsuario;
  if (data.codBsePerfil !== undefined) fields.cod_bse_perfil = data.codBsePerfil;
  return fields;
}

const HANDLES = [
  'ClassCreated',
  'ClassRenamed',
  'ClassDeleted',
  'ClassMemberRemoved',
  'CurrentClassChosen',
  'UserCreated',
  'UserUpdated',
  'UserDeleted',
] as const satisfies readonly (ClassEvent | CurrentClassEvent | UserEvent)['type'][];
/** What `project` reads: the engine hands it only the event types of `handles`. */
type Handled = Extract<ClassEvent | CurrentClassEvent | UserEvent, { type: (typeof HANDLES)[number] }>;

/**
 * Classes, who belongs to each (from the users' events: `turmas` on creation and edit; minus
 * the students taken out of a class) and each user's chosen current class. The users' names
 * are kept here too, for the class's student list.
 */
export const classListProjection: Projection<Table> = {
  name: 'class-list',
  tables: ['class_list', 'class_users', 'class_members', 'class_current'],
  schema: classListSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.class_list)} (
      cod_bse_turma int primary key,
      nom_turma text not null,
      nom_turma_busca text not null,
      cod_bse_unidade int not null,
      cod_bse_escola int not null,
      cod_usuario_criacao int,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.class_list)} (cod_bse_unidade)`.execute(db);
    await sql`create index on ${sql.table(names.class_list)} (cod_bse_escola)`.execute(db);
    await sql`create table ${sql.table(names.class_users)} (
      cod_bse_usuario int primary key,
      nom_usuario text not null,
      cst_login text not null,
      cod_bse_perfil int not null
    )`.execute(db);
    await sql`create table ${sql.table(names.class_members)} (
      cod_bse_turma int not null,
      cod_bse_usuario int not null,
      primary key (cod_bse_turma, cod_bse_usuario)
    )`.execute(db);
    await sql`create index on ${sql.table(names.class_members)} (cod_bse_usuario)`.execute(db);
    await sql`create table ${sql.table(names.class_current)} (
      cod_bse_usuario int primary key,
      cod_bse_turma int not null
    )`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const classes = new RowChanges<ClassRow>(classListSchema.class_list, 'cod_bse_turma');
    const users = new RowChanges<ClassUserRow>(classListSchema.class_users, 'cod_bse_usuario');
    const current = new RowChanges<CurrentClassRow>(classListSchema.class_current, 'cod_bse_usuario');
    const members = new ClassMemberships();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      switch (e.type) {
        case 'ClassCreated':
          classes.insert({
            cod_bse_turma: e.data.codBseTurma,
            nom_turma: e.data.nomTurma,
            nom_turma_busca: searchable(e.data.nomTurma),
            cod_bse_unidade: e.data.codBseUnidade,
            cod_bse_escola: e.data.codBseEscola,
            cod_usuario_criacao: e.data.codUsuarioCriacao,
            created_at: event.createdAt,
            updated_at: event.createdAt,
          });
          break;
        case 'ClassRenamed':
          classes.patch(e.data.codBseTurma, {
            nom_turma: e.data.nomTurma,
            nom_turma_busca: searchable(e.data.nomTurma),
            updated_at: event.createdAt,
          });
          break;
        case 'ClassDeleted':
          classes.delete(e.data.codBseTurma);
          members.deleteClass(e.data.codBseTurma);
          break;
        case 'ClassMemberRemoved':
          members.remove(e.data.codBseTurma, e.data.codBseUsuario);
          break;
        case 'CurrentClassChosen':
          current.insert({ cod_bse_usuario: e.data.codBseUsuario, cod_bse_turma: e.data.codBseTurma });
          break;
        case 'UserCreated':
          users.insert({
            cod_bse_usuario: e.data.codBseUsuario,
            nom_usuario: e.data.nomUsuario,
            cst_login: e.data.cstLogin,
            cod_bse_perfil: e.data.codBsePerfil,
          });
          members.create(e.data.codBseUsuario, e.data.turmas);
          break;
        case 'UserUpdated':
          users.patch(e.data.codBseUsuario, userChanges(e.data));
          if (e.data.turmas !== undefined) members.set(e.data.codBseUsuario, e.data.turmas);
          break;
        case 'UserDeleted':
          users.delete(e.data.codBseUsuario);
          members.set(e.data.codBseUsuario, []);
          current.delete(e.data.codBseUsuario);
          break;
        default:
          return assertNever(e);
      }
    }
    await classes.apply(trx, names.class_list);
    await users.apply(trx, names.class_users);
    await current.apply(trx, names.class_current);
    await members.apply(trx, names.class_members, names.class_list);
  },
};
