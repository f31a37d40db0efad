import { ALL_PROFILES, PROFILE_NAMES, type Profile, type RefusalCode } from '@school/modules/kernel';

/**
 * The bulk user file (/usuario/massivo) as schools really save it: Excel in Portuguese
 * (Windows-1252, `;`, CRLF), UTF-8 with or without BOM, `,` or `;`, quoted fields holding
 * delimiters, quotes and line breaks, columns in any order. Pure and browser-safe (only
 * TextDecoder), so the screen's preview and the server read a file the very same way.
 */

/** The columns, in the order the bulk screen lists them. */
export const USER_CSV_COLUMNS = [
  'nomUsuario',
  'codBsePerfil',
  'txtSenha',
  'cstLogin',
  'codBseEscola',
  'codBseUnidade',
] as const;
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];

/**
 * Columns a file must have. An absent cstLogin, codBseEscola or codBseUnidade column is blank on
 * every row: generated login, the chosen class's school and unit.
 */
export const REQUIRED_USER_CSV_COLUMNS: readonly UserCsvColumn[] = ['nomUsuario', 'codBsePerfil', 'txtSenha'];

/** The most rows one file may create. */
export const MAX_BULK_ROWS = 20_000;
/** The largest file accepted: 20,000 rows of the six columns fit well within it. */
export const MAX_BULK_FILE_BYTES = 5 * 1024 * 1024;

/** One record of the file: the six cells as written (passwords are never trimmed; the form's schema trims the rest). */
export interface BulkUserRow extends Record<UserCsvColumn, string> {
  /** 1-based number among the file's records (blank lines and the header are not records). */
  row: number;
  /** The line where the record starts, the header being line 1: the spreadsheet's row number. */
  line: number;
}

export type UserCsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
export type UserCsvDelimiter = ';' | ',' | '\t';

export type UserCsvResult =
  | {
      ok: true;
      rows: BulkUserRow[];
      encoding: UserCsvEncoding;
      delimiter: UserCsvDelimiter;
      /** The known columns the header named, in the file's order. */
      columns: UserCsvColumn[];
    }
  | { ok: false; code: RefusalCode; params?: Record<string, string | number> };

/** Signatures of files people pick by mistake: images, PDFs, Excel workbooks (xlsx is a zip; xls is OLE2). */
const BINARY_SIGNATURES: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x50, 0x4b, 0x03, 0x04], // ZIP, xlsx, ods
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2, xls
  [0x52, 0x49, 0x46, 0x46], // RIFF, webp
];
const SNIFF_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/**
 * The text of the file: UTF-16 by its BOM (Excel's "Unicode text"), else UTF-8 (a BOM is
 * dropped), else, when the bytes are not valid UTF-8, Windows-1252 (Excel's "CSV" in Portuguese).
 */
export function decodeUserCsv(bytes: Uint8Array): { text: string; encoding: UserCsvEncoding } {
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // A UTF-8 BOM before Windows-1252 text would read as "ï»¿": drop it.
    const text = new TextDecoder('windows-1252').decode(bytes).replace(/^\u00ef\u00bb\u00bf/, '');
    return { text, encoding: 'windows-1252' };
  }
}

/** A known binary format, or text with NUL or many control characters: not a CSV, whatever its name. */
export function looksBinary(bytes: Uint8Array, text: string): boolean {
  if (BINARY_SIGNATURES.some((s) => startsWith(bytes, s))) return true;
  const sample = text.slice(0, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffd) control++;
  }
  return control > Math.max(2, sample.length / 100);
}

/** The delimiter the header line uses most, outside quotes; `;` (Excel in Portuguese) when none or tied. */
export function detectDelimiter(text: string): UserCsvDelimiter {
  const counts: Record<UserCsvDelimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  let seen = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      if (seen) break; // the end of the first non-blank line
    } else if (!quoted && (c === ';' || c === ',' || c === '\t')) {
      counts[c]++;
      seen = true;
    } else if (c.trim()) seen = true;
  }
  const ranked = (Object.keys(counts) as UserCsvDelimiter[]).sort((a, b) => counts[b] - counts[a]);
  return counts[ranked[0]!] > counts[';'] ? ranked[0]! : ';';
}

export interface CsvRecord {
  cells: string[];
  /** 1-based line where the record starts. */
  line: number;
}

/**
 * RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks; lines
 * end in CRLF, LF or CR. Lenient where Excel is: a quote inside an unquoted field is kept as is.
 * A quote left open at the end of the file is refused (it would swallow every row after it).
 */
export function parseCsvRecords(
  text: string,
  delimiter: string,
): { records: CsvRecord[] } | { unclosedQuoteAt: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let afterQuote = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    records.push({ cells, line: recordLine });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        cell += c;
      }
    } else if (c === '"' && cell === '' && !afterQuote) {
      quoted = true;
      quoteLine = line;
    } else if (c === delimiter) {
      endCell();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += c;
    }
  }
  if (quoted) return { unclosedQuoteAt: quoteLine };
  if (cell !== '' || cells.length > 0 || afterQuote) endRecord();
  return { records };
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * A note row: its first cell starts with `#` (the template's line naming the profiles). Skipped
 * like a blank line, so the template imports as downloaded; no name or login starts with `#`.
 */
export const NOTE_MARK = '#';
const isNote = (cells: readonly string[]) => (cells[0] ?? '').trim().startsWith(NOTE_MARK);

/** A name as a school writes it, compared without case, accents or extra spaces. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The names a profile cell may hold besides its code: the pt names (PROFILE_NAMES) and their
 * feminine forms, and the en and es names of the interface ("Student", "Alumno").
 */
const OTHER_PROFILE_NAMES: Record<Profile, readonly string[]> = {
  1: ['Máster'],
  2: ['Gestora', 'Manager'],
  3: ['Diretora', 'Director', 'Directora'],
  4: ['Coordenadora', 'Coordinator', 'Coordinador', 'Coordinadora'],
  5: ['Professora', 'Teacher', 'Profesor', 'Profesora'],
  6: ['Aluna', 'Student', 'Alumno', 'Alumna'],
  7: ['Assistant', 'Asistente'],
};
const PROFILE_BY_NAME = new Map<string, Profile>(
  ALL_PROFILES.flatMap((p) =>
    [PROFILE_NAMES[p], ...OTHER_PROFILE_NAMES[p]].map((n) => [folded(n), p] as const),
  ),
);

/**
 * The profile a cell names by its name ("Aluno", "aluno", "ALUNA", "Student"), or null: a code
 * ("6") or a wrong value is left for the user form's rules to read.
 */
export function profileOfName(cell: string): Profile | null {
  return PROFILE_BY_NAME.get(folded(cell)) ?? null;
}

/**
 * Reads a bulk user file. Refusals (before any job starts): `bulk.notCsv` (binary content, e.g.
 * an image or a workbook named .csv), `bulk.empty` (no header or no record), `bulk.missingColumn`
 * `{column}`, `bulk.duplicateColumn` `{column}`, `bulk.unclosedQuote` `{line}`, `bulk.tooManyRows`
 * `{rows, max}`. Header names are matched trimmed and case-insensitively; unknown columns are
 * ignored; blank records (also `;;;;;`, as Excel saves emptied rows) and note records (first
 * cell starting with `#`) are skipped. The profile cell stays as written: `profileOfName` reads a name.
 */
export function parseUserCsv(bytes: Uint8Array): UserCsvResult {
  const { text, encoding } = decodeUserCsv(bytes);
  if (looksBinary(bytes, text)) return { ok: false, code: 'bulk.notCsv' };
  if (text.trim() === '') return { ok: false, code: 'bulk.empty' };
  const delimiter = detectDelimiter(text);
  const parsed = parseCsvRecords(text, delimiter);
  if ('unclosedQuoteAt' in parsed)
    return { ok: false, code: 'bulk.unclosedQuote', params: { line: parsed.unclosedQuoteAt } };
  const records = parsed.records.filter((r) => !isBlank(r.cells) && !isNote(r.cells));
  const [header, ...data] = records;
  if (!header) return { ok: false, code: 'bulk.empty' };

  const byName = new Map<string, UserCsvColumn>(USER_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const index = new Map<UserCsvColumn, number>();
  for (const [i, name] of header.cells.entries()) {
    const column = byName.get(
      name
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase(),
    );
    if (!column) continue;
    if (index.has(column)) return { ok: false, code: 'bulk.duplicateColumn', params: { column } };
    index.set(column, i);
  }
  const missing = REQUIRED_USER_CSV_COLUMNS.find((c) => !index.has(c));
  if (missing) return { ok: false, code: 'bulk.missingColumn', params: { column: missing } };
  if (data.length === 0) return { ok: false, code: 'bulk.empty' };
  if (data.length > MAX_BULK_ROWS)
    return { ok: false, code: 'bulk.tooManyRows', params: { rows: data.length, max: MAX_BULK_ROWS } };

  const rows = data.map((record, i): BulkUserRow => {
    const cell = (column: UserCsvColumn) => {
      const at = index.get(column);
      return at === undefined ? '' : (record.cells[at] ?? '');
    };
    return {
      row: i + 1,
      line: record.line,
      nomUsuario: cell('nomUsuario'),
      codBsePerfil: cell('codBsePerfil'),
      txtSenha: cell('txtSenha'),
      cstLogin: cell('cstLogin'),
      codBseEscola: cell('codBseEscola'),
      codBseUnidade: cell('codBseUnidade'),
    };
  });
  const columns = [...index.entries()].sort((a, b) => a[1] - b[1]).map(([c]) => c);
  return { ok: true, rows, encoding, delimiter, columns };
}
