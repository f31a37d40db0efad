import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useBulkTexts } from './texts';

export interface CsvFileFieldProps {
  /** The file chosen, null when none (or after it was refused or cleared). */
  value: File | null;
  disabled: boolean;
  /** Why the chosen file was refused, shown under it and tied to the field. */
  problem: string | null;
  /** The class changed after a file was read: it is asked for again. */
  chooseAgain: boolean;
  onChange(file: File | null): void;
}

/**
 * The CSV file field: the design system's FileInput (a labelled button that opens the file
 * chooser and shows the file's name), its hint and the reason a file was refused.
 */
export function CsvFileField({ value, disabled, problem, chooseAgain, onChange }: CsvFileFieldProps) {
  const text = useBulkTexts();
  return (
    // minWidth 0: a long file name is cut with an ellipsis instead of widening a phone's page.
    <Stack gap={4} style={{ flex: '1 1 18rem', maxWidth: '32rem', minWidth: 0 }}>
      <FileInput
        label={text('file')}
        description={text('fileHint')}
        placeholder={text('chooseFile')}
        accept=".csv,text/csv"
        value={value}
        onChange={onChange}
        disabled={disabled}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        error={problem ? <span role="alert">{problem}</span> : undefined}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        // The placeholder and the error in colours that keep 4.5:1 on white (WCAG AA).
        styles={{
          error: { color: 'var(--mantine-color-red-9)' },
          placeholder: { color: 'var(--mantine-color-gray-7)' },
        }}
      />
      {chooseAgain && !problem && (
        <Text role="status" size="sm" c="orange.9">
          {text('fileAgain')}
        </Text>
      )}
    </Stack>
  );
}
