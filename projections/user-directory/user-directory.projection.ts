import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { UserCreatedData, UserEvent } from '@school/modules/identity';
import type { Projection } from '@school/projections/kernel';

type Table = 'user_directory';

interface Row {
  cod_bse_usuario: number;
  cst_login: string;
  nom_usuario: string;
  cod_bse_perfil: number;
  cod_bse_escola: number | null;
  cod_bse_unidade: number | null;
  turmas: number[];
  img_avatar: string | null;
  active: boolean;
  created_at: Date;
}

function created(data: UserCreatedData, at: Date): Row {
  return {
    cod_bse_usuario: data.codBseUsuario,
    cst_login: data.cstLogin,
    nom_usuario: data.nomUsuario,
    cod_bse_perfil: data.codBsePerfil,
    cod_bse_escola: data.codBseEscola,
    cod_bse_unidade: data.codBseUnidade,
    turmas: data.turmas,
    img_avatar: data.imgAvatar,
    active: true,
    created_at: at,
  };
}

/**
 * Every user, without secrets (no password hash here). A batch is folded in memory first, so
 * a user created and deactivated in one batch is written once, then written with one insert
 * and set-based updates (status, avatar).
 */
export const userDirectoryProjection: Projection<Table> = {
  name: 'user-directory',
  tables: ['user_directory'],

  async createTables(db, names) {
    const t = sql.table(names.user_directory);
    await sql`create table ${t} (
      cod_bse_usuario int primary key,
      cst_login text not null unique,
      nom_usuario text not null,
      cod_bse_perfil int not null,
      cod_bse_escola int,
      cod_bse_unidade int,
      turmas int[] not null default '{}',
      img_avatar text,
      active boolean not null,
      created_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${t} (cod_bse_escola)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const inserts = new Map<number, Row>();
    const activity = new Map<number, boolean>();
    const avatars = new Map<number, string>();
    const setActive = (id: number, active: boolean) => {
      const pending = inserts.get(id);
      if (pending) pending.active = active;
      else activity.set(id, active);
    };
    const setAvatar = (id: number, imgAvatar: string) => {
      const pending = inserts.get(id);
      if (pending) pending.img_avatar = imgAvatar;
      else avatars.set(id, imgAvatar);
    };
    for (const event of events) {
      const e = { type: event.type, data: event.data } as UserEvent;
      switch (e.type) {
        case 'UserCreated':
          inserts.set(e.data.codBseUsuario, created(e.data, event.createdAt));
          break;
        case 'UserDeactivated':
          setActive(e.data.codBseUsuario, false);
          break;
        case 'UserReactivated':
          setActive(e.data.codBseUsuario, true);
          break;
        case 'UserAvatarChanged':
          setAvatar(e.data.codBseUsuario, e.data.imgAvatar);
          break;
        case 'UserPasswordChanged':
          break; // no secrets in a read model
        default:
          break; // not a user event
      }
    }
    const table = names.user_directory;
    const rows = [...inserts.values()];
    for (let i = 0; i < rows.length; i += 1000) {
      // A replayed batch finds its rows already there.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 1000))
        .onConflict((oc) => oc.column('cod_bse_usuario').doNothing())
        .execute();
    }
    if (activity.size) {
      const changes = [...activity].map(([cod_bse_usuario, active]) => ({ cod_bse_usuario, active }));
      await sql`update ${sql.table(table)} as d set active = u.active
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as u(cod_bse_usuario int, active boolean)
        where d.cod_bse_usuario = u.cod_bse_usuario`.execute(trx);
    }
    if (avatars.size) {
      const changes = [...avatars].map(([cod_bse_usuario, img_avatar]) => ({ cod_bse_usuario, img_avatar }));
      await sql`update ${sql.table(table)} as d set img_avatar = u.img_avatar
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as u(cod_bse_usuario int, img_avatar text)
        where d.cod_bse_usuario = u.cod_bse_usuario`.execute(trx);
    }
  },
};
