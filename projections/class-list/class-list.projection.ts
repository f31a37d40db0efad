import type { UserEvent } from '@school/modules/identity';
import type { ClassEvent, CurrentClassEvent } from '@school/modules/organization';
import { RowChanges, createdStamps, defineProjection, onEach } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { ClassMemberships } from './class-memberships.projection.js';
import {
  classListSchema,
  type ClassRow,
  type ClassUserRow,
  type CurrentClassRow,
} from './class-list.tables.js';

/**
 * Classes, who belongs to each (from the users' events: `turmas` on creation and edit; minus
 * the students taken out of a class) and each user's chosen current class. The users' names
 * are kept here too, for the class's student list.
 */
export const classListProjection = defineProjection<ClassEvent | CurrentClassEvent | UserEvent>()({
  name: 'class-list',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  version: 2,
  schema: classListSchema,
  handles: [
    'ClassCreated',
    'ClassRenamed',
    'ClassDeleted',
    'ClassMemberRemoved',
    'CurrentClassChosen',
    'UserCreated',
    'UserUpdated',
    'UserDeleted',
  ],

  async project(events, trx, names) {
    const classes = new RowChanges<ClassRow>(classListSchema.class_list, 'cod_bse_turma');
    const users = new RowChanges<ClassUserRow>(classListSchema.class_users, 'cod_bse_usuario');
    const current = new RowChanges<CurrentClassRow>(classListSchema.class_current, 'cod_bse_usuario');
    const members = new ClassMemberships();
    onEach(events, {
      ClassCreated: (e) =>
        classes.insertFrom(e.data, {
          nom_turma_busca: searchable(e.data.nomTurma),
          ...createdStamps(e),
        }),
      ClassRenamed: (e) =>
        classes.patchFrom(e.data.codBseTurma, e.data, ['nom_turma'], {
          nom_turma_busca: searchable(e.data.nomTurma),
          updated_at: e.createdAt,
        }),
      ClassDeleted: (e) => {
        classes.delete(e.data.codBseTurma);
        members.deleteClass(e.data.codBseTurma);
      },
      ClassMemberRemoved: (e) => members.remove(e.data.codBseTurma, e.data.codBseUsuario),
      CurrentClassChosen: (e) => current.insertFrom(e.data, {}),
      UserCreated: (e) => {
        users.insertFrom(e.data, {});
        members.create(e.data.codBseUsuario, e.data.turmas);
      },
      UserUpdated: (e) => {
        users.patchFrom(e.data.codBseUsuario, e.data, ['nom_usuario', 'cod_bse_perfil']);
        if (e.data.turmas !== undefined) members.set(e.data.codBseUsuario, e.data.turmas);
      },
      UserDeleted: (e) => {
        users.delete(e.data.codBseUsuario);
        members.set(e.data.codBseUsuario, []);
        current.delete(e.data.codBseUsuario);
      },
    });
    await classes.apply(trx, names.class_list);
    await users.apply(trx, names.class_users);
    await current.apply(trx, names.class_current);
    await members.apply(trx, names.class_members, names.class_list);
  },
});
