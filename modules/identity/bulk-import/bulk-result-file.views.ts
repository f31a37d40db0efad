import { createObjectCsvStringifier } from 'csv-writer';
import {
  BULK_RESULT_COLUMNS,
  bulkResultRecord,
  type BulkRowOutcome,
  type BulkUserRow,
} from '@school/modules/identity';

/**
 * usuarios.csv: every row of the file with its outcome (the login created, or why it was
 * refused), `;`-separated as the spec says, every value quoted, CRLF, UTF-8 with a BOM so that
 * Excel reads the accents. Cells a spreadsheet would run as formulas are neutralised
 * (`bulkResultRecord`); passwords are never written back.
 */
export function bulkResultCsv(rows: readonly BulkUserRow[], outcomes: readonly BulkRowOutcome[]): Buffer {
  const stringifier = createObjectCsvStringifier({
    header: BULK_RESULT_COLUMNS.map((id) => ({ id, title: id })),
    fieldDelimiter: ';',
    recordDelimiter: '\r\n',
    alwaysQuote: true,
  });
  const records = rows.map((row, i) => bulkResultRecord(row, outcomes[i]!));
  const text = `${stringifier.getHeaderString() ?? ''}${stringifier.stringifyRecords(records)}`;
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}
