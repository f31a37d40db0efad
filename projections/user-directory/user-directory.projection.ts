import { sql } from 'kysely';
import type { UserEvent } from '@school/modules/identity';
import type { ClassEvent } from '@school/modules/organization';
import { RowChanges, defineProjection, onEach, type Trx } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { userDirectorySchema, type UserRow } from './user-directory.tables.js';

/**
 * A batch folded in memory: the users' rows (created, changed, deleted, through RowChanges),
 * and the classes users of earlier batches left or that were deleted, removed from the stored
 * arrays between the rows and the column changes.
 */
class Batch {
  readonly users = new RowChanges<UserRow>(userDirectorySchema.user_directory, 'cod_bse_usuario', {
    onConflict: 'nothing', // a replayed batch finds its users already there
  });
  /** Classes a user of an earlier batch left. */
  readonly leftClasses = new Map<number, Set<number>>();
  readonly deletedClasses = new Set<number>();

  /** A class the user is no longer in: taken out of what this batch holds and of the stored row. */
  leave(id: number, classId: number): void {
    const held = this.users.held(id);
    if (held?.turmas) held.turmas = held.turmas.filter((c) => c !== classId);
    if (!this.users.pending(id))
      this.leftClasses.set(id, (this.leftClasses.get(id) ?? new Set()).add(classId));
  }

  deleteClass(classId: number): void {
    for (const held of this.users.allHeld())
      if (held.turmas) held.turmas = held.turmas.filter((c) => c !== classId);
    this.deletedClasses.add(classId);
  }

  delete(id: number): void {
    this.users.delete(id);
    this.leftClasses.delete(id);
  }
}

async function write(batch: Batch, trx: Trx, table: string): Promise<void> {
  const t = sql.table(table);
  // Deletes first: a login a deleted user held may be given to a user created in this batch.
  await batch.users.applyRows(trx, table);
  if (batch.leftClasses.size) {
    const left = [...batch.leftClasses].map(([id, classes]) => ({ id, classes: [...classes] }));
    await sql`update ${t} as d set turmas = array(select c from unnest(d.turmas) as c where c <> all(u.classes))
      from jsonb_to_recordset(${JSON.stringify(left)}::jsonb) as u(id int, classes int[])
      where d.cod_bse_usuario = u.id`.execute(trx);
  }
  if (batch.deletedClasses.size) {
    const classes = [...batch.deletedClasses];
    await sql`update ${t} set turmas = array(select c from unnest(turmas) as c where c <> all(${classes}::int[]))
      where turmas && ${classes}::int[]`.execute(trx);
  }
  await batch.users.applyPatches(trx, table);
}

/**
 * Every user that exists, without secrets (no password hash here): what the administration
 * list, the own-data call and the "has users" checks read. A batch is folded in memory first,
 * so a user created and changed in one batch is written once.
 */
export const userDirectoryProjection = defineProjection<UserEvent | ClassEvent>()({
  name: 'user-directory',
  // 2: an erased user keeps its row, inactive, its name and login "Dados removidos", no photo; the
  // login is unique among the others only (decision 0061).
  version: 2,
  schema: userDirectorySchema,
  handles: [
    'UserCreated',
    'UserUpdated',
    'UserDeactivated',
    'UserReactivated',
    'UserAvatarChanged',
    'UserDeleted',
    'PersonalDataErased',
    'ClassMemberRemoved',
    'ClassDeleted',
  ],

  async project(events, trx, names) {
    const batch = new Batch();
    onEach(events, {
      UserCreated: (e) =>
        batch.users.insertFrom(e.data, {
          nom_usuario_busca: searchable(e.data.nomUsuario),
          active: true,
          // Who created the user (the event's actor; null for the system): a user who created others is not deleted.
          cod_usuario_criacao: e.metadata.actorId ?? null,
          created_at: e.createdAt,
        }),
      UserUpdated: (e) => {
        const { nomUsuario } = e.data;
        batch.users.patchFrom(
          e.data.codBseUsuario,
          e.data,
          ['nom_usuario', 'cod_bse_perfil', 'cod_bse_escola', 'cod_bse_unidade', 'turmas'],
          { nom_usuario_busca: nomUsuario === undefined ? undefined : searchable(nomUsuario) },
        );
      },
      UserDeactivated: (e) => batch.users.patch(e.data.codBseUsuario, { active: false }),
      UserReactivated: (e) => batch.users.patch(e.data.codBseUsuario, { active: true }),
      UserAvatarChanged: (e) => batch.users.patch(e.data.codBseUsuario, { img_avatar: e.data.imgAvatar }),
      UserDeleted: (e) => batch.delete(e.data.codBseUsuario),
      // Erased for good: inactive, its login still taken; its name, login and photo are rewritten
      // by the shared erasure (user-directory.tables.ts).
      PersonalDataErased: (e) => batch.users.patch(e.data.codBseUsuario, { active: false }),
      ClassMemberRemoved: (e) => batch.leave(e.data.codBseUsuario, e.data.codBseTurma),
      ClassDeleted: (e) => batch.deleteClass(e.data.codBseTurma),
    });
    await write(batch, trx, names.user_directory);
  },
});
