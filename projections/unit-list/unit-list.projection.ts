import { assertNever } from '@school/modules/kernel';
import type { UserEvent } from '@school/modules/identity';
import type { SchoolEvent, UnitEvent } from '@school/modules/organization';
import { RowChanges, defineProjection } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { unitListSchema, type UnitRow, type UnitSchoolRow, type UnitUserRow } from './unit-list.tables.js';

/** The columns an edit of a user changes: only the fields it carries. */
function userChanges(data: Extract<UserEvent, { type: 'UserUpdated' }>['data']): Partial<UnitUserRow> {
  const fields: Partial<UnitUserRow> = {};
  if (data.nomUsuario !== undefined) fields.nom_usuario = data.nomUsuario;
  if (data.codBsePerfil !== undefined) fields.cod_bse_perfil = data.codBsePerfil;
  if (data.codBseEscola !== undefined) fields.cod_bse_escola = data.codBseEscola;
  if (data.codBseUnidade !== undefined) fields.cod_bse_unidade = data.codBseUnidade;
  return fields;
}

/**
 * The units list with the names and prefixes of their schools (kept here from the school
 * events, so the list and its search by school need no other read model), and the users of
 * each unit (the unit's users screen, and "a unit with users cannot be deleted").
 */
export const unitListProjection = defineProjection<UnitEvent | SchoolEvent | UserEvent>()({
  name: 'unit-list',
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
    for (const e of events) {
      const at = e.createdAt;
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
});
