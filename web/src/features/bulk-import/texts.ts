import { createTexts, type SameKeys, type TextKey, type TextParams } from '../../shared/texts';

/**
 * The interface texts of the bulk user creation screen (/usuario/massivo), registered under
 * `bulk.` when the feature loads. The spec's messages (the prompt, the class-first rule, the
 * file refusals, the three results) come from the kernel catalogue (`bulk.*` codes), shared
 * with the server.
 */
const pt = {
  intro: 'Escolha a turma, depois o arquivo .CSV: confira a prévia e salve.',
  class: 'Turma',
  classHint: 'Os usuários do arquivo entram nesta turma; escola e unidade em branco são as dela.',
  select: 'Selecione…',
  noClasses: 'Nenhuma turma na sua unidade.',
  file: 'Arquivo .CSV',
  fileHint: 'Excel (CSV separado por ponto e vírgula), UTF-8 ou Windows-1252; até 20.000 registros.',
  fileAgain: 'A turma mudou: escolha o arquivo novamente.',
  chooseFile: 'Escolher arquivo…',
  template: 'Baixar modelo',
  templateHint:
    'Um CSV com as colunas, os perfis que você pode dar (o código ou o nome, como “Aluno”) e uma linha de exemplo.',
  templateFailed: 'Não foi possível baixar o modelo.',
  tooLarge: 'O arquivo tem mais de 5 MB.',
  columns: 'Colunas esperadas:',
  required: 'obrigatória',
  previewCaption: 'Prévia dos usuários do arquivo',
  summary: '{{records}}: {{valid}}, {{invalid}}.',
  records: { one: '{{count}} registro', other: '{{count}} registros' },
  validCount: { one: '{{count}} válido', other: '{{count}} válidos' },
  invalidCount: { one: '{{count}} com erro', other: '{{count}} com erro' },
  serverChecks: 'Logins já cadastrados e permissões são conferidos pelo servidor ao salvar.',
  noValid: 'Nenhum registro válido: corrija o arquivo.',
  number: 'Nº',
  line: 'Linha',
  name: 'Nome',
  profile: 'Perfil',
  login: 'Login',
  school: 'Escola',
  unit: 'Unidade',
  status: 'Situação',
  valid: 'Válido',
  invalid: 'Inválido',
  ofClass: 'da turma',
  cancel: 'Cancelar',
  progress: 'Progresso do cadastro',
  progressLabel: '{{done}} de {{total}} registros ({{percent}}%)',
  queued: 'Na fila…',
  running: 'Cadastrando…',
  finished: 'Cadastro em massa concluído',
  counts: 'Cadastrados: {{created}}. Recusados: {{refused}}.',
  download: 'Baixar usuarios.csv',
  downloadFailed: 'Não foi possível baixar o arquivo.',
  again: 'Novo cadastro em massa',
  statusFailed: 'Não foi possível consultar o cadastro em massa.',
};

type BulkTexts = SameKeys<typeof pt>;

const en: BulkTexts = {
  intro: 'Choose the class, then the .CSV file: check the preview and save.',
  class: 'Class',
  classHint: 'The file’s users join this class; blank school and unit are the class’s.',
  select: 'Select…',
  noClasses: 'No classes in your unit.',
  file: '.CSV file',
  fileHint: 'Excel (CSV separated by semicolons), UTF-8 or Windows-1252; up to 20,000 records.',
  fileAgain: 'The class changed: choose the file again.',
  chooseFile: 'Choose a file…',
  template: 'Download template',
  templateHint:
    'A CSV with the columns, the profiles you may give (the code or the name, such as “Aluno”) and an example row.',
  templateFailed: 'The template could not be downloaded.',
  tooLarge: 'The file is larger than 5 MB.',
  columns: 'Expected columns:',
  required: 'required',
  previewCaption: 'Preview of the file’s users',
  summary: '{{records}}: {{valid}}, {{invalid}}.',
  records: { one: '{{count}} record', other: '{{count}} records' },
  validCount: { one: '{{count}} valid', other: '{{count}} valid' },
  invalidCount: { one: '{{count}} with an error', other: '{{count}} with errors' },
  serverChecks: 'Logins already taken and permissions are checked by the server on saving.',
  noValid: 'No valid record: correct the file.',
  number: 'No.',
  line: 'Line',
  name: 'Name',
  profile: 'Profile',
  login: 'Login',
  school: 'School',
  unit: 'Unit',
  status: 'Status',
  valid: 'Valid',
  invalid: 'Invalid',
  ofClass: 'the class’s',
  cancel: 'Cancel',
  progress: 'Registration progress',
  progressLabel: '{{done}} of {{total}} records ({{percent}}%)',
  queued: 'Queued…',
  running: 'Registering…',
  finished: 'Bulk registration finished',
  counts: 'Registered: {{created}}. Refused: {{refused}}.',
  download: 'Download usuarios.csv',
  downloadFailed: 'The file could not be downloaded.',
  again: 'New bulk registration',
  statusFailed: 'The bulk registration could not be read.',
};

const es: BulkTexts = {
  intro: 'Elija el grupo y luego el archivo .CSV: revise la vista previa y guarde.',
  class: 'Grupo',
  classHint: 'Los usuarios del archivo entran en este grupo; escuela y unidad en blanco son las suyas.',
  select: 'Seleccione…',
  noClasses: 'Ningún grupo en su unidad.',
  file: 'Archivo .CSV',
  fileHint: 'Excel (CSV separado por punto y coma), UTF-8 o Windows-1252; hasta 20.000 registros.',
  fileAgain: 'El grupo cambió: elija el archivo de nuevo.',
  chooseFile: 'Elegir archivo…',
  template: 'Descargar plantilla',
  templateHint:
    'Un CSV con las columnas, los perfiles que puede dar (el código o el nombre, como “Aluno”) y una fila de ejemplo.',
  templateFailed: 'No se pudo descargar la plantilla.',
  tooLarge: 'El archivo tiene más de 5 MB.',
  columns: 'Columnas esperadas:',
  required: 'obligatoria',
  previewCaption: 'Vista previa de los usuarios del archivo',
  summary: '{{records}}: {{valid}}, {{invalid}}.',
  records: { one: '{{count}} registro', other: '{{count}} registros' },
  validCount: { one: '{{count}} válido', other: '{{count}} válidos' },
  invalidCount: { one: '{{count}} con error', other: '{{count}} con error' },
  serverChecks: 'Los logins ya registrados y los permisos los verifica el servidor al guardar.',
  noValid: 'Ningún registro válido: corrija el archivo.',
  number: 'N.º',
  line: 'Línea',
  name: 'Nombre',
  profile: 'Perfil',
  login: 'Login',
  school: 'Escuela',
  unit: 'Unidad',
  status: 'Situación',
  valid: 'Válido',
  invalid: 'Inválido',
  ofClass: 'del grupo',
  cancel: 'Cancelar',
  progress: 'Progreso del registro',
  progressLabel: '{{done}} de {{total}} registros ({{percent}}%)',
  queued: 'En cola…',
  running: 'Registrando…',
  finished: 'Registro masivo concluido',
  counts: 'Registrados: {{created}}. Rechazados: {{refused}}.',
  download: 'Descargar usuarios.csv',
  downloadFailed: 'No se pudo descargar el archivo.',
  again: 'Nuevo registro masivo',
  statusFailed: 'No se pudo consultar el registro masivo.',
};

/** `t` for the bulk texts (`bulk.<key>`), typed by their keys. */
export const useBulkTexts = createTexts('bulk', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const BulkText = useBulkTexts.Text;

export type BulkTextKey = TextKey<typeof pt>;

/**
 * A count with its noun or adjective in the singular for exactly one ("1 válido") and in the
 * plural otherwise ("0 válidos", "16 válidos").
 */
export function counted(
  text: (key: BulkTextKey, params?: TextParams) => string,
  key: 'records' | 'validCount' | 'invalidCount',
  count: number,
): string {
  return text(`${key}.${count === 1 ? 'one' : 'other'}`, { count });
}
