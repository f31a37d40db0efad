import { createArrayCsvStringifier } from 'csv-writer';
import type { Language } from '@school/modules/kernel';
import { bulkTemplateRecords } from '@school/modules/identity';

/**
 * modelo-usuarios.csv, the template of the bulk screen, written as the importer reads a file:
 * `;`-separated, CRLF, UTF-8 with a BOM so that Excel reads the accents (decision 0074).
 */
export function bulkTemplateCsv(actorProfile: number, language: Language): Buffer {
  const stringifier = createArrayCsvStringifier({ fieldDelimiter: ';', recordDelimiter: '\r\n' });
  return Buffer.from(
    `\uFEFF${stringifier.stringifyRecords(bulkTemplateRecords(actorProfile, language))}`,
    'utf8',
  );
}
