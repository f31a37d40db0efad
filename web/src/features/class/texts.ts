import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/** The classes screens' texts (pt is the source); server messages come from the kernel catalogue. */
const pt = {
  caption: 'Turmas cadastradas',
  myCaption: 'Minhas turmas',
  search: 'Pesquisar turma, unidade ou escola',
  add: 'Adicionar turma',
  newTitle: 'Nova turma',
  editTitle: 'Alterar turma',
  columns: {
    current: 'Turma atual',
    name: 'Turma',
    unit: 'Unidade',
    school: 'Escola',
    actions: 'Ações',
  },
  view: 'Ver os alunos da turma {{name}}',
  edit: 'Alterar a turma {{name}}',
  remove: 'Deletar a turma {{name}}',
  confirmDelete: 'Deseja realmente deletar a turma {{name}}?',
  deleted: 'Turma deletada com sucesso.',
  updated: 'Turma alterada com sucesso.',
  currentSwitch: 'Tornar {{name}} a turma atual',
  switched: 'Turma atual: {{name}}.',
  fields: {
    name: 'Nome da turma',
    nameHint: 'Letras, números, espaços, º, ª e hífen',
    unit: 'Unidade',
    chooseUnit: 'Selecione uma unidade',
    school: 'Escola',
  },
  students: {
    title: 'Alunos da turma {{name}}',
    caption: 'Alunos da turma',
    name: 'Nome',
    login: 'Login',
    actions: 'Ações',
    remove: 'Remover {{name}} da turma',
    confirmRemove: 'Deseja realmente remover {{name}} da turma?',
    removed: 'Aluno removido da turma.',
    empty: 'Nenhum aluno nesta turma.',
  },
};

type ClassTexts = SameKeys<typeof pt>;

const en: ClassTexts = {
  caption: 'Registered classes',
  myCaption: 'My classes',
  search: 'Search class, unit or school',
  add: 'Add class',
  newTitle: 'New class',
  editTitle: 'Edit class',
  columns: {
    current: 'Current class',
    name: 'Class',
    unit: 'Unit',
    school: 'School',
    actions: 'Actions',
  },
  view: 'See the students of the class {{name}}',
  edit: 'Edit the class {{name}}',
  remove: 'Delete the class {{name}}',
  confirmDelete: 'Do you really want to delete the class {{name}}?',
  deleted: 'Class deleted successfully.',
  updated: 'Class changed successfully.',
  currentSwitch: 'Make {{name}} the current class',
  switched: 'Current class: {{name}}.',
  fields: {
    name: 'Class name',
    nameHint: 'Letters, digits, spaces, º, ª and hyphens',
    unit: 'Unit',
    chooseUnit: 'Select a unit',
    school: 'School',
  },
  students: {
    title: 'Students of the class {{name}}',
    caption: 'Students of the class',
    name: 'Name',
    login: 'Login',
    actions: 'Actions',
    remove: 'Remove {{name}} from the class',
    confirmRemove: 'Do you really want to remove {{name}} from the class?',
    removed: 'Student removed from the class.',
    empty: 'No students in this class.',
  },
};

const es: ClassTexts = {
  caption: 'Grupos registrados',
  myCaption: 'Mis grupos',
  search: 'Buscar grupo, unidad o escuela',
  add: 'Agregar grupo',
  newTitle: 'Nuevo grupo',
  editTitle: 'Modificar grupo',
  columns: {
    current: 'Grupo actual',
    name: 'Grupo',
    unit: 'Unidad',
    school: 'Escuela',
    actions: 'Acciones',
  },
  view: 'Ver los alumnos del grupo {{name}}',
  edit: 'Modificar el grupo {{name}}',
  remove: 'Eliminar el grupo {{name}}',
  confirmDelete: '¿Realmente desea eliminar el grupo {{name}}?',
  deleted: 'Grupo eliminado con éxito.',
  updated: 'Grupo modificado con éxito.',
  currentSwitch: 'Hacer de {{name}} el grupo actual',
  switched: 'Grupo actual: {{name}}.',
  fields: {
    name: 'Nombre del grupo',
    nameHint: 'Letras, números, espacios, º, ª y guiones',
    unit: 'Unidad',
    chooseUnit: 'Seleccione una unidad',
    school: 'Escuela',
  },
  students: {
    title: 'Alumnos del grupo {{name}}',
    caption: 'Alumnos del grupo',
    name: 'Nombre',
    login: 'Login',
    actions: 'Acciones',
    remove: 'Quitar a {{name}} del grupo',
    confirmRemove: '¿Realmente desea quitar a {{name}} del grupo?',
    removed: 'Alumno quitado del grupo.',
    empty: 'Ningún alumno en este grupo.',
  },
};

/** `t` for the classes texts (`classes.<key>`), typed by their keys. */
export const useClassTexts = createTexts('classes', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const ClassText = useClassTexts.Text;

export type ClassTextKey = TextKey<typeof pt>;
