import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/**
 * The interface texts of the trail and chapter screens (/livros), registered under `trails.`
 * when the feature loads. The server's and the forms' messages come from the kernel catalogue
 * (`trail.*`, `chapter.*`): "Ooops!", the title rule, the success notices and the limit.
 */
const pt = {
  caption: 'Trilhas',
  title: 'Título',
  add: 'Nova trilha',
  newTitle: 'Nova trilha',
  editTitle: 'Alterar trilha',
  titleLabel: 'Título',
  cancelConfirm: 'Você deseja cancelar?',
  deleteConfirm: 'Deseja deletar essa trilha?',
  deleted: 'Trilha apagada.',
  updated: 'Alterações salvas!',
  chapters: 'Capítulos de {{name}}',
  chaptersShort: 'Capítulos',
  edit: 'Alterar {{name}}',
  delete: 'Apagar {{name}}',
  editShort: 'Alterar',
  deleteShort: 'Apagar',
  chapterCaption: 'Capítulos',
  chapterSequence: 'Nº',
  chapterAdd: 'Novo capítulo',
  chapterNewTitle: 'Novo capítulo',
  chapterEditTitle: 'Alterar capítulo',
  chapterDeleteConfirm: 'Deseja deletar essa capitulo?',
  chapterDeleted: 'Capítulo apagado.',
  moveUp: 'Subir {{name}}',
  moveDown: 'Descer {{name}}',
  view: 'Visualizar {{name}}',
  viewShort: 'Visualizar',
  breadcrumbTrails: 'Trilhas',
  chapterOf: 'Capítulo da trilha {{name}}',
};

type TrailTexts = SameKeys<typeof pt>;

const en: TrailTexts = {
  caption: 'Trails',
  title: 'Title',
  add: 'New trail',
  newTitle: 'New trail',
  editTitle: 'Edit trail',
  titleLabel: 'Title',
  cancelConfirm: 'Do you want to cancel?',
  deleteConfirm: 'Do you want to delete this trail?',
  deleted: 'Trail deleted.',
  updated: 'Changes saved!',
  chapters: 'Chapters of {{name}}',
  chaptersShort: 'Chapters',
  edit: 'Edit {{name}}',
  delete: 'Delete {{name}}',
  editShort: 'Edit',
  deleteShort: 'Delete',
  chapterCaption: 'Chapters',
  chapterSequence: 'No.',
  chapterAdd: 'New chapter',
  chapterNewTitle: 'New chapter',
  chapterEditTitle: 'Edit chapter',
  chapterDeleteConfirm: 'Do you want to delete this chapter?',
  chapterDeleted: 'Chapter deleted.',
  moveUp: 'Move {{name}} up',
  moveDown: 'Move {{name}} down',
  view: 'View {{name}}',
  viewShort: 'View',
  breadcrumbTrails: 'Trails',
  chapterOf: 'Chapter of the trail {{name}}',
};

const es: TrailTexts = {
  caption: 'Rutas',
  title: 'Título',
  add: 'Nueva ruta',
  newTitle: 'Nueva ruta',
  editTitle: 'Modificar ruta',
  titleLabel: 'Título',
  cancelConfirm: '¿Desea cancelar?',
  deleteConfirm: '¿Desea borrar esta ruta?',
  deleted: 'Ruta borrada.',
  updated: '¡Cambios guardados!',
  chapters: 'Capítulos de {{name}}',
  chaptersShort: 'Capítulos',
  edit: 'Modificar {{name}}',
  delete: 'Borrar {{name}}',
  editShort: 'Modificar',
  deleteShort: 'Borrar',
  chapterCaption: 'Capítulos',
  chapterSequence: 'N.º',
  chapterAdd: 'Nuevo capítulo',
  chapterNewTitle: 'Nuevo capítulo',
  chapterEditTitle: 'Modificar capítulo',
  chapterDeleteConfirm: '¿Desea borrar este capítulo?',
  chapterDeleted: 'Capítulo borrado.',
  moveUp: 'Subir {{name}}',
  moveDown: 'Bajar {{name}}',
  view: 'Ver {{name}}',
  viewShort: 'Ver',
  breadcrumbTrails: 'Rutas',
  chapterOf: 'Capítulo de la ruta {{name}}',
};

/** `t` for the trails texts (`trails.<key>`), typed by their keys. */
export const useTrailTexts = createTexts('trails', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const TrailText = useTrailTexts.Text;

export type TrailTextKey = TextKey<typeof pt>;
