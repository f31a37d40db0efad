import { createObjectCsvStringifier } from 'csv-writer';
import { neutraliseCsvCell } from '@school/modules/identity';
import { type Language, type MessageCode, translate } from '@school/modules/kernel';

/** A column of a report's CSV: the row's field and the label's message code. */
export interface CsvColumn<Row> {
  id: keyof Row & string;
  label: MessageCode;
}

export interface CsvSink {
  write(chunk: string): void;
}

/** How many rows an export reads at a time: never the whole report in memory. */
export const CSV_PAGE = 5_000;

/**
 * relatorio.csv, written as it is read: a BOM (Excel reads the accents), the header row from the
 * column labels in the user's language, every value quoted, `;`-separated, CRLF, formula cells
 * neutralised, then a last line with the read-model position the figures were read at.
 */
export async function writeReportCsv<Row extends object>(
  sink: CsvSink,
  columns: readonly CsvColumn<Row>[],
  language: Language,
  pageOf: (page: { offset: number; limit: number }) => Promise<Row[]>,
  position: string,
): Promise<number> {
  const stringifier = createObjectCsvStringifier({
    header: columns.map((c) => ({ id: c.id, title: neutraliseCsvCell(translate(c.label, language)) })),
    fieldDelimiter: ';',
    recordDelimiter: '\r\n',
    alwaysQuote: true,
  });
  sink.write(`\uFEFF${stringifier.getHeaderString() ?? ''}`);
  let written = 0;
  for (let offset = 0; ; offset += CSV_PAGE) {
    const rows = await pageOf({ offset, limit: CSV_PAGE });
    if (rows.length === 0) break;
    const records = rows.map((row) =>
      Object.fromEntries(
        columns.map((c) => {
          const value = (row as Record<string, unknown>)[c.id];
          return [c.id, neutraliseCsvCell(value === null || value === undefined ? '' : String(value))];
        }),
      ),
    );
    sink.write(stringifier.stringifyRecords(records));
    written += rows.length;
    if (rows.length < CSV_PAGE) break;
  }
  sink.write(`"# X-Read-Model-Position: ${position}"\r\n`);
  return written;
}
