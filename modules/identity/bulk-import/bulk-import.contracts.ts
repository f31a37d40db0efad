import { z } from 'zod';
import type { MessageCode } from '@school/modules/kernel';
import type { BulkImportCounts, BulkOutcome } from './bulk-users.rules.js';
import { USER_CSV_COLUMNS, type BulkUserRow, type UserCsvColumn } from './user-csv.parser.js';

/**
 * The API of bulk user creation, for the bulk screen (/usuario/massivo):
 * 1. preview: `parseUserCsv(bytes)` then `previewBulkRows(rows, class, profile)`, in the browser;
 * 2. submit: `POST /api/bse_usuario/criarUsuariosEmMassa/x`, multipart `file` + `codBseTurma`
 *    (or JSON `{rows, codBseTurma}`), answered at once 202 with a `BulkImportStatus`;
 * 3. follow: socket events `bulk-users:progress` / `:done` / `:failed`, or after a reload
 *    `GET /api/bse_usuario/criarUsuariosEmMassa/{jobId}` (a `BulkImportStatus`);
 * 4. download: `GET /api/bse_usuario/criarUsuariosEmMassa/{jobId}/usuarios.csv`;
 * and before all, the template: `GET /api/bse_usuario/criarUsuariosEmMassa/modelo-usuarios.csv`.
 */
export const BULK_IMPORT_PATH = '/api/bse_usuario/criarUsuariosEmMassa';
export const bulkImportStatusUrl = (jobId: string) => `${BULK_IMPORT_PATH}/${jobId}`;
export const bulkImportResultUrl = (jobId: string) => `${BULK_IMPORT_PATH}/${jobId}/usuarios.csv`;
/** The template a school fills: the header, a note naming the profiles the caller may give, an example row. */
export const BULK_TEMPLATE_FILE = 'modelo-usuarios.csv';
export const BULK_TEMPLATE_URL = `${BULK_IMPORT_PATH}/${BULK_TEMPLATE_FILE}`;

/** The realtime events the requester's sockets receive. */
export const BULK_IMPORT_EVENTS = {
  /** `{id, progress: BulkImportProgress}`, at least every 1% of the rows. */
  progress: 'bulk-users:progress',
  /** `{id, ...BulkImportResult}`. */
  done: 'bulk-users:done',
  /** `{id, code, message}`: the job gave up (the rows done so far stay created). */
  failed: 'bulk-users:failed',
} as const;

/** The class of a submission: missing or blank is "Selecione uma turma antes de escolher o arquivo!". */
export const bulkClassSchema = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === 'string' && ['', 'null', 'undefined'].includes(v.trim()))
      ? undefined
      : v,
  z.coerce
    .number({ error: 'bulk.classRequired' })
    .int({ error: 'bulk.classRequired' })
    .positive({ error: 'bulk.classRequired' })
    .max(2_147_483_647, { error: 'bulk.classRequired' }),
);

const cell = z
  .union([z.string().max(1000), z.number(), z.null()], { error: 'generic.invalid' })
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v)));

/** One row as a legacy client sends it in JSON: the six columns, each a string or number (absent is blank). */
export const bulkJsonRowSchema = z.object(
  Object.fromEntries(USER_CSV_COLUMNS.map((c) => [c, cell])) as Record<UserCsvColumn, typeof cell>,
  { error: 'generic.invalid' },
);

/** The JSON rows numbered as a file's records would be (line = row + 1, the header being line 1). */
export function bulkRowsFromJson(rows: readonly z.output<typeof bulkJsonRowSchema>[]): BulkUserRow[] {
  return rows.map((r, i) => ({ ...r, row: i + 1, line: i + 2 }));
}

export interface BulkImportProgress {
  /** Rows decided so far (created or refused), of `total`. */
  done: number;
  total: number;
  created: number;
  refused: number;
}

export interface BulkImportResult extends BulkImportCounts {
  jobId: string;
  /**
   * The legacy answer text, in Portuguese, whatever the language: "sucesso" when any row was
   * created, plus "incorretos", "conflitantes" or "não pode criar" when some were refused
   * (`bulkNotice(message)` picks the notice; `outcome` says the same without reading words).
   */
  message: string;
  outcome: BulkOutcome;
  /** The result file usuarios.csv: every row with its login or the reason it was refused. */
  resultUrl: string;
}

export type BulkImportPhase = 'queued' | 'running' | 'completed' | 'failed';

/** What POST answers (202) and GET answers: everything the screen shows, also after a reload. */
export interface BulkImportStatus {
  jobId: string;
  status: BulkImportPhase;
  codBseTurma: number;
  /** How many rows the file holds. */
  rows: number;
  progress: BulkImportProgress;
  /** Set once completed. */
  result: BulkImportResult | null;
  /** Set once failed for good: the rows created before stay; sending the file again resumes. */
  failure: { code: MessageCode; message: string } | null;
}
