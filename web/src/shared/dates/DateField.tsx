import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE } from '@school/modules/kernel/contracts';

export type DateFieldProps = Omit<DatePickerInputProps, 'valueFormat' | 'clearable' | 'clearButtonProps'> & {
  label: string;
};

/**
 * A clearable date (DD/MM/YYYY) of a filter, its clear button named after the field ("Limpar Até").
 * Its calendar offers only the days a contract takes (1900 to 2100, decision 0060), within the
 * `minDate` and `maxDate` the form gives.
 */
export function DateField({ label, minDate, maxDate, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={label}
      valueFormat="DD/MM/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': t('form.clearField', { label }) }}
      {...props}
      minDate={minDate ?? DATE_RANGE.earliest}
      maxDate={maxDate ?? DATE_RANGE.latest}
    />
  );
}
