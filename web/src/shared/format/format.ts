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

/**
 * A date and time in the reader's language's own short format (pt and es 02/12/2026 14:00, en
 * 12/02/2026, 02:00 PM); '-' when there is none.
 */
export function formatDateTimeIn(iso: string | null | undefined, language: string): string {
  if (!iso) return '-';
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
