import dayjs from 'dayjs';

/** A grade with one decimal, or '-' when there is none (section 9). */
export function formatGrade(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '-';
  return value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** dd/mm/yyyy hh:mm, as the responses screen shows dates; '-' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '-';
}

/** How each language writes a date and time (typed and shown): pt and es day first, en month first. */
export const DATE_TIME_FORMATS: Readonly<Record<string, string>> = {
  pt: 'DD/MM/YYYY HH:mm',
  es: 'DD/MM/YYYY HH:mm',
  en: 'MM/DD/YYYY HH:mm',
};

/** The reader's language's date and time format (pt's when the language has none). */
export const dateTimeFormatOf = (language: string): string =>
  DATE_TIME_FORMATS[language] ?? DATE_TIME_FORMATS.pt!;

/** A date and time in the reader's language's format (pt 02/12/2026 14:00, en 12/02/2026 14:00); '-' when there is none. */
export function formatDateTimeIn(iso: string | null | undefined, language: string): string {
  return iso ? dayjs(iso).format(dateTimeFormatOf(language)) : '-';
}

/**
 * A downloaded file's name: which report and when it was asked (`acessos-2026-12-01.csv`), so two
 * downloads do not both arrive as relatorio.csv.
 */
export function datedFileName(report: string, when: Date = new Date()): string {
  return `${report}-${dayjs(when).format('YYYY-MM-DD')}.csv`;
}
