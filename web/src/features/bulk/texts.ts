import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@school/modules/kernel';
import { i18n } from '../../i18n';

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
  tooLarge: 'O arquivo tem mais de 5 MB.',
  columns: 'Colunas esperadas:',
  required: 'obrigatória',
  previewCaption: 'Prévia dos usuários do arquivo',
  summary: '{{total}} registros: {{valid}} válidos, {{invalid}} com erro.',
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

type BulkTexts = typeof pt;

const en: BulkTexts = {
  intro: 'Choose the class, then the .CSV file: check the preview and save.',
  class: 'Class',
  classHint: 'The file’s users join this class; blank school and unit are the class’s.',
  select: 'Select…',
  noClasses: 'No classes in your unit.',
  file: '.CSV file',
  fileHint: 'Excel (CSV separated by semicolons), UTF-8 or Windows-1252; up to 20,000 records.',
  fileAgain: 'The class changed: choose the file again.',
  tooLarge: 'The file is larger than 5 MB.',
  columns: 'Expected columns:',
  required: 'required',
  previewCaption: 'Preview of the file’s users',
  summary: '{{total}} records: {{valid}} valid, {{invalid}} with errors.',
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
  tooLarge: 'El archivo tiene más de 5 MB.',
  columns: 'Columnas esperadas:',
  required: 'obligatoria',
  previewCaption: 'Vista previa de los usuarios del archivo',
  summary: '{{total}} registros: {{valid}} válidos, {{invalid}} con error.',
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

/** pt (the source), en and es, under `bulk.` in the one i18next namespace. */
export const bulkTexts = { pt, en, es };

for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'translation', { bulk: bulkTexts[language] }, true, true);
}

export type BulkTextKey = keyof BulkTexts;

/** `t` for the bulk screen's texts (`bulk.<key>`), following the language switch. */
export function useBulkText(): (key: BulkTextKey, params?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return useCallback(
    (key, params) => (t as unknown as (k: string, p?: object) => string)(`bulk.${key}`, params),
    [t],
  );
}
