import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE } from '@school/modules/kernel/contracts';

export type TypedDateFieldProps = Omit<
  DateInputProps,
  'valueFormat' | 'clearable' | 'clearButtonProps' | 'dateParser'
> & { label: string };

/** A typed day, DD/MM/YYYY (D/M/YYYY too), as `YYYY-MM-DD`; null when it is no real day. */
export function parseTypedDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d, m, y] = match;
  const day = dayjs(`${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`);
  return day.isValid() && day.date() === Number(d) && day.month() + 1 === Number(m)
    ? day.format('YYYY-MM-DD')
    : null;
}

/**
 * A clearable day of a filter that can be typed (DD/MM/YYYY) as well as picked from its calendar,
 * its clear button named after the field ("Limpar Até"); the days a contract takes (1900 to 2100,
 * decision 0060) within the form's `minDate` and `maxDate`.
 */
export function TypedDateField({ label, minDate, maxDate, ...props }: TypedDateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={label}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDay}
      clearable
      clearButtonProps={{ 'aria-label': t('form.clearField', { label }) }}
      {...props}
      minDate={minDate ?? DATE_RANGE.earliest}
      maxDate={maxDate ?? DATE_RANGE.latest}
    />
  );
}
