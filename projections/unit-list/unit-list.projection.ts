import type { UserEvent } from '@school/modules/identity';
import type { SchoolEvent, UnitEvent } from '@school/modules/organization';
import { RowChanges, createdStamps, defineProjection, onEach } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { unitListSchema, type UnitRow, type UnitSchoolRow, type UnitUserRow } from './unit-list.tables.js';

/**
 * The units list with the names and prefixes of their schools (kept here from the school
 * events, so the list and its search by school need no other read model), and the users of
 * each unit (the unit's users screen, and "a unit with users cannot be deleted").
 */
export const unitListProjection = defineProjection<UnitEvent | SchoolEvent | UserEvent>()({
  name: 'unit-list',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  version: 2,
  schema: unitListSchema,
  handles: [
    'UnitCreated',
    'UnitUpdated',
    'UnitDeleted',
    'SchoolCreated',
    'SchoolUpdated',
    'SchoolDeleted',
    'UserCreated',
    'UserUpdated',
    'UserDeleted',
  ],

  async project(events, trx, names) {
    const units = new RowChanges<UnitRow>(unitListSchema.unit_list, 'cod_bse_unidade');
    const schools = new RowChanges<UnitSchoolRow>(unitListSchema.unit_list_schools, 'cod_bse_escola');
    const users = new RowChanges<UnitUserRow>(unitListSchema.unit_users, 'cod_bse_usuario');
    onEach(events, {
      UnitCreated: (e) =>
        units.insertFrom(e.data, {
          nom_unidade_busca: searchable(e.data.nomUnidade),
          ...createdStamps(e),
        }),
      UnitUpdated: (e) =>
        units.patchFrom(e.data.codBseUnidade, e.data, ['nom_unidade', 'cod_bse_endereco'], {
          nom_unidade_busca: searchable(e.data.nomUnidade),
          updated_at: e.createdAt,
        }),
      UnitDeleted: (e) => units.delete(e.data.codBseUnidade),
      SchoolCreated: (e) => schools.insertFrom(e.data, { nom_escola_busca: searchable(e.data.nomEscola) }),
      SchoolUpdated: (e) =>
        schools.patchFrom(e.data.codBseEscola, e.data, ['nom_escola'], {
          nom_escola_busca: searchable(e.data.nomEscola),
        }),
      SchoolDeleted: (e) => schools.delete(e.data.codBseEscola),
      UserCreated: (e) => {
        // Every user, also those without a unit: an edit may place them in one later.
        users.insertFrom(e.data, {});
      },
      UserUpdated: (e) =>
        users.patchFrom(e.data.codBseUsuario, e.data, [
          'nom_usuario',
          'cod_bse_perfil',
          'cod_bse_escola',
          'cod_bse_unidade',
        ]),
      UserDeleted: (e) => users.delete(e.data.codBseUsuario),
    });
    await schools.apply(trx, names.unit_list_schools);
    await units.apply(trx, names.unit_list);
    await users.apply(trx, names.unit_users);
  },
});
