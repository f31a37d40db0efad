import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/**
 * The interface texts of the schools screens (Rede de Escolas), registered under `schools.` when
 * the feature loads. The server's messages (validation, refusals) come from the kernel catalogue.
 */
const pt = {
  caption: 'Escolas',
  name: 'Escola',
  prefix: 'Prefixo Escola',
  search: 'Pesquisar por nome',
  add: 'Adicionar',
  edit: 'Alterar {{name}}',
  delete: 'Apagar {{name}}',
  editShort: 'Alterar',
  deleteShort: 'Apagar',
  mainSchool: 'Escola principal',
  deleteConfirm: 'Deseja realmente apagar a escola {{name}}?',
  deleted: 'Escola apagada.',
  newTitle: 'Nova escola',
  editTitle: 'Alterar escola',
  nameLabel: 'Nome',
  prefixLabel: 'Prefixo',
  prefixHint: '2 letras, o início dos logins dos usuários da escola.',
  updated: 'Alterações salvas!',
  backToList: 'Voltar para a lista',
};

type SchoolTexts = SameKeys<typeof pt>;

const en: SchoolTexts = {
  caption: 'Schools',
  name: 'School',
  prefix: 'School prefix',
  search: 'Search by name',
  add: 'Add',
  edit: 'Edit {{name}}',
  delete: 'Delete {{name}}',
  editShort: 'Edit',
  deleteShort: 'Delete',
  mainSchool: 'Main school',
  deleteConfirm: 'Do you really want to delete the school {{name}}?',
  deleted: 'School deleted.',
  newTitle: 'New school',
  editTitle: 'Edit school',
  nameLabel: 'Name',
  prefixLabel: 'Prefix',
  prefixHint: '2 letters, the start of the logins of the school’s users.',
  updated: 'Changes saved!',
  backToList: 'Back to the list',
};

const es: SchoolTexts = {
  caption: 'Escuelas',
  name: 'Escuela',
  prefix: 'Prefijo Escuela',
  search: 'Buscar por nombre',
  add: 'Agregar',
  edit: 'Modificar {{name}}',
  delete: 'Borrar {{name}}',
  editShort: 'Modificar',
  deleteShort: 'Borrar',
  mainSchool: 'Escuela principal',
  deleteConfirm: '¿Desea realmente borrar la escuela {{name}}?',
  deleted: 'Escuela borrada.',
  newTitle: 'Nueva escuela',
  editTitle: 'Modificar escuela',
  nameLabel: 'Nombre',
  prefixLabel: 'Prefijo',
  prefixHint: '2 letras, el inicio de los logins de los usuarios de la escuela.',
  updated: '¡Cambios guardados!',
  backToList: 'Volver a la lista',
};

/** `t` for the schools texts (`schools.<key>`), typed by their keys. */
export const useSchoolTexts = createTexts('schools', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const SchoolText = useSchoolTexts.Text;

export type SchoolTextKey = TextKey<typeof pt>;
