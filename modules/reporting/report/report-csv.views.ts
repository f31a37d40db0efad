import type { Response } from 'express';
import { createObjectCsvStringifier } from 'csv-writer';
import { neutraliseCsvCell } from '@school/modules/identity';
import { assertNever, type Language, type MessageCode, translate } from '@school/modules/kernel';
import { shownErased } from '@school/backend/http/erased-text';
import { ratingQuestionCode } from '@school/modules/teaching';
import type {
  AccessReportRow,
  ExportRoute,
  ExportRows,
  GradesReportRow,
  ProgressReportRow,
  QuantityNamesRow,
  RatingReportRow,
} from '@school/modules/reporting';

/**
 * How a cell is written for a spreadsheet of the caller's language: `text` as it is, `integer`
 * as digits (`text` "Dados removidos" in the language's words), `decimal` with the language's decimal mark (18,5 in pt and es, 18.5 in en; one or
 * two decimals, as the screens show a grade), `instant` as São Paulo local time (pt and es
 * `dd/mm/aaaa hh:mm`, en `mm/dd/yyyy hh:mm`), `ratingQuestion` the question a `cod_avaliacao` asks.
 */
export type CsvFormat = 'text' | 'integer' | 'decimal' | 'instant' | 'ratingQuestion';

/** A column of a report's CSV: the row's field, the label's message code and how its cells are written (text). */
export interface CsvColumn<Row> {
  id: keyof Row & string;
  label: MessageCode;
  format?: CsvFormat;
}

/** The network's time zone: the screens and the CSVs show times as its schools' clocks do. */
export const CSV_TIME_ZONE = 'America/Sao_Paulo';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/** Writes a report's values for a spreadsheet in `language` (see CsvFormat). */
export function csvValueWriter(language: Language): (value: unknown, format: CsvFormat) => string {
  const decimal = new Intl.NumberFormat(LOCALES[language], {
    useGrouping: false,
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  });
  const integer = new Intl.NumberFormat(LOCALES[language], { useGrouping: false, maximumFractionDigits: 0 });
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: CSV_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const instant = (at: Date) => {
    const part = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
    const date =
      language === 'en' ? `${part.month}/${part.day}/${part.year}` : `${part.day}/${part.month}/${part.year}`;
    return `${date} ${part.hour}:${part.minute}`;
  };
  return (value, format) => {
    if (value === null || value === undefined || value === '') return '';
    switch (format) {
      case 'text':
        // An erased person's name or login, in the file's language (decision 0061).
        return shownErased(String(value), language);
      case 'integer':
        return integer.format(Number(value));
      case 'decimal':
        return decimal.format(Number(value));
      case 'instant':
        return instant(value instanceof Date ? value : new Date(String(value)));
      case 'ratingQuestion':
        return translate(ratingQuestionCode(Number(value)), language);
      default:
        return assertNever(format);
    }
  };
}

/** Where the CSV goes: an HTTP response or a file; a promise answered when the sink wants a pause (backpressure). */
export interface CsvSink {
  write(chunk: string): unknown;
}

const ACCESS_COLUMNS: CsvColumn<AccessReportRow>[] = [
  { id: 'nom_escola', label: 'report.column.escola' },
  { id: 'nom_unidade', label: 'report.column.unidade' },
  { id: 'nom_turma', label: 'report.column.turma' },
  { id: 'nom_aluno', label: 'report.column.usuario' },
  { id: 'cst_login', label: 'report.column.login' },
  { id: 'acessos', label: 'report.column.acessos', format: 'integer' },
  // The column that adds up to the report's total: each sign-in once (decision 0037).
  { id: 'acessos_no_total', label: 'report.column.acessosNoTotal', format: 'integer' },
];
const NAMES_COLUMNS: CsvColumn<QuantityNamesRow>[] = [
  { id: 'nome_escola', label: 'report.column.escola' },
  { id: 'nome_unidade', label: 'report.column.unidade' },
  { id: 'nome_turma', label: 'report.column.turma' },
  { id: 'nome_aluno', label: 'report.column.aluno' },
];

const PLACE: CsvColumn<{
  nom_escola: unknown;
  nom_unidade: unknown;
  nom_turma: unknown;
  nom_aluno: unknown;
  cst_login: unknown;
}>[] = [
  { id: 'nom_escola', label: 'report.column.escola' },
  { id: 'nom_unidade', label: 'report.column.unidade' },
  { id: 'nom_turma', label: 'report.column.turma' },
  { id: 'nom_aluno', label: 'report.column.aluno' },
  { id: 'cst_login', label: 'report.column.login' },
];
const GRADES_COLUMNS: CsvColumn<GradesReportRow>[] = [
  ...PLACE,
  { id: 'nom_atividade', label: 'report.column.atividade' },
  { id: 'soma_notas_atividade', label: 'report.column.nota', format: 'decimal' },
  { id: 'maximo_notas_atividade', label: 'report.column.notaMaxima', format: 'integer' },
];
const PROGRESS_COLUMNS: CsvColumn<ProgressReportRow>[] = [
  ...PLACE,
  { id: 'nom_livro', label: 'report.column.livro' },
  { id: 'nom_capitulo', label: 'report.column.capitulo' },
  { id: 'dat_conclusao', label: 'report.column.conclusao', format: 'instant' },
  { id: 'jogos_jogados', label: 'report.column.jogosJogados', format: 'integer' },
  { id: 'jogos_vencidos', label: 'report.column.jogosVencidos', format: 'integer' },
  { id: 'melhor_pontuacao', label: 'report.column.melhorPontuacao', format: 'integer' },
];
const RATING_COLUMNS: CsvColumn<RatingReportRow>[] = [
  ...PLACE,
  { id: 'nom_livro', label: 'report.column.livro' },
  { id: 'nom_capitulo', label: 'report.column.capitulo' },
  { id: 'cod_avaliacao', label: 'report.column.pergunta', format: 'ratingQuestion' },
  { id: 'num_avaliacao', label: 'report.column.nota', format: 'integer' },
];

/** The columns of each exported report's CSV, in the spec's order. */
export const EXPORT_COLUMNS: { [Route in ExportRoute]: readonly CsvColumn<ExportRows[Route]>[] } = {
  filtrarAcessos: ACCESS_COLUMNS,
  filtrarQuantidadeNames: NAMES_COLUMNS,
  filtrarNotas: GRADES_COLUMNS,
  filtrar: PROGRESS_COLUMNS,
  filtrarAvaliacaoTrilha: RATING_COLUMNS,
};

/** How many rows an export reads at a time: never the whole report in memory. */
export const CSV_PAGE = 5_000;

/**
 * relatorio.csv, written as it is read: a BOM (Excel reads the accents), the header row from the
 * column labels in the user's language, every value quoted, `;`-separated, CRLF, numbers and
 * times as a spreadsheet of that language reads them (CsvFormat), formula cells neutralised.
 * Only the table: the read-model position its figures reflect travels beside it (the
 * `X-Read-Model-Position` header, an export's status). `written` hears the running row count
 * after each page (an export job's progress).
 */
export async function writeReportCsv<Row extends object>(
  sink: CsvSink,
  columns: readonly CsvColumn<Row>[],
  language: Language,
  pages: AsyncIterable<readonly Row[]>,
  written: (rows: number) => Promise<void> | void = () => undefined,
): Promise<number> {
  const stringifier = createObjectCsvStringifier({
    header: columns.map((c) => ({ id: c.id, title: neutraliseCsvCell(translate(c.label, language)) })),
    fieldDelimiter: ';',
    recordDelimiter: '\r\n',
    alwaysQuote: true,
  });
  await sink.write(`\uFEFF${stringifier.getHeaderString() ?? ''}`);
  const write = csvValueWriter(language);
  let count = 0;
  for await (const rows of pages) {
    const records = rows.map((row) =>
      Object.fromEntries(
        columns.map((c) => {
          const value = (row as Record<string, unknown>)[c.id];
          const format = c.format ?? 'text';
          // Text is what users typed (a name): a formula is neutralised; the other formats are ours.
          return [c.id, format === 'text' ? neutraliseCsvCell(write(value, format)) : write(value, format)];
        }),
      ),
    );
    await sink.write(stringifier.stringifyRecords(records));
    count += rows.length;
    await written(count);
  }
  return count;
}

/**
 * An HTTP response as a sink: a full buffer waits for `drain`, so a slow client never makes rows
 * pile up; a client that went away ends the export (and its snapshot) instead of leaving it waiting.
 */
export function responseSink(response: NodeJS.WritableStream): CsvSink {
  return {
    write: (chunk) => {
      if (response.write(chunk)) return undefined;
      return new Promise<void>((resumed, gone) => {
        const onDrain = () => {
          response.off('close', onClose);
          resumed();
        };
        const onClose = () => {
          response.off('drain', onDrain);
          gone(new Error('the client closed the connection during the export'));
        };
        response.once('drain', onDrain);
        response.once('close', onClose);
      });
    },
  };
}

/**
 * A CSV download: its headers, then `write` streams the body. A failure before the first byte
 * reaches the client as the usual JSON error; one after it (the client left, the database went
 * away) can only cut the download short, so the connection is closed rather than ended cleanly.
 */
export async function streamCsv(
  response: Response,
  fileName: string,
  write: () => Promise<unknown>,
): Promise<void> {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  try {
    await write();
  } catch (error) {
    if (!response.headersSent) {
      response.removeHeader('Content-Disposition');
      response.removeHeader('Content-Type');
      throw error;
    }
    response.destroy();
    return;
  }
  response.end();
}
