import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE } from '@school/modules/kernel/contracts';
import { dateTimeFormatOf } from '../format';

dayjs.extend(customParseFormat);

/** The value the field holds: a minute of the reader's clock, as a datetime-local input would. */
const LOCAL = 'YYYY-MM-DDTHH:mm';

export type DateTimeFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'withTime' | 'clearButtonProps'
> & {
  label: string;
  /** YYYY-MM-DDTHH:mm, or '' for none. */
  value: string;
  onChange(value: string): void;
};

/**
 * A date and time typed in the reader's format (dd/mm/aaaa hh:mm in pt, its placeholder says so)
 * or whose day is picked in the calendar under it, which offers only the days a contract takes
 * (decision 0060). Its value is YYYY-MM-DDTHH:mm ('' when cleared: `clearable` fields only).
 */
export function DateTimeField({ label, value, onChange, clearable, ...props }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const format = dateTimeFormatOf(i18n.language);
  const parse = (typed: string) => {
    const date = dayjs(typed.trim(), format, true);
    return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : null;
  };
  return (
    <DateInput
      label={label}
      placeholder={t('form.dateTimeFormat')}
      withTime
      valueFormat={format}
      dateParser={parse}
      value={value ? dayjs(value, LOCAL).format('YYYY-MM-DD HH:mm:ss') : null}
      onChange={(next) => onChange(next ? dayjs(next).format(LOCAL) : '')}
      clearable={clearable}
      clearButtonProps={clearable ? { 'aria-label': t('form.clearField', { label }) } : undefined}
      minDate={DATE_RANGE.earliest}
      maxDate={`${DATE_RANGE.latest} 23:59:59`}
      {...props}
    />
  );
}
