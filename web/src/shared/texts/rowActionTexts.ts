/**
 * The texts of a list's row actions (view, edit, delete a named row: the label names the row, the
 * short one is the tooltip), for the lists whose words are these: a feature spreads its language's
 * group into its texts (`...ROW_ACTION_TEXTS.pt`) and overrides a word where it says it otherwise.
 */
export const ROW_ACTION_TEXTS = {
  pt: {
    view: 'Visualizar {{name}}',
    viewShort: 'Visualizar',
    edit: 'Editar {{name}}',
    editShort: 'Editar',
    delete: 'Apagar {{name}}',
    deleteShort: 'Apagar',
  },
  en: {
    view: 'View {{name}}',
    viewShort: 'View',
    edit: 'Edit {{name}}',
    editShort: 'Edit',
    delete: 'Delete {{name}}',
    deleteShort: 'Delete',
  },
  es: {
    view: 'Ver {{name}}',
    viewShort: 'Ver',
    edit: 'Editar {{name}}',
    editShort: 'Editar',
    delete: 'Borrar {{name}}',
    deleteShort: 'Borrar',
  },
};
