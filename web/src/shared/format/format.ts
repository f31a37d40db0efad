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
