import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export type DateFieldProps = Omit<DatePickerInputProps, 'valueFormat' | 'clearable' | 'clearButtonProps'> & {
  label: string;
};

/** A clearable date (DD/MM/YYYY) of a filter, its clear button named after the field ("Limpar Até"). */
export function DateField({ label, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={label}
      valueFormat="DD/MM/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': t('form.clearField', { label }) }}
      {...props}
    />
  );
}
