import { useId, type ChangeEvent, type Ref } from 'react';
import { Stack, Text } from '@mantine/core';
import { useBulkTexts } from './texts';

export interface CsvFileFieldProps {
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
  /** Why the chosen file was refused, shown under it and tied to the input. */
  problem: string | null;
  /** The class changed after a file was read: it is asked for again. */
  chooseAgain: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * The CSV file input (a native one, so every browser and screen reader knows it) with its hint
 * and the reason a file was refused.
 */
export function CsvFileField({ inputRef, disabled, problem, chooseAgain, onChange }: CsvFileFieldProps) {
  const text = useBulkTexts();
  const fileId = useId();
  const hintId = `${fileId}-hint`;
  const errorId = `${fileId}-error`;
  return (
    <Stack gap={4} style={{ flex: '1 1 18rem', maxWidth: '32rem' }}>
      <Text component="label" htmlFor={fileId} size="sm" fw={500}>
        {text('file')}
      </Text>
      <Text id={hintId} size="xs" c="dimmed">
        {text('fileHint')}
      </Text>
      <input
        ref={inputRef}
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={onChange}
        className="bulk-file-input"
        style={{ font: 'inherit', fontSize: 'var(--mantine-font-size-sm)', maxWidth: '100%' }}
      />
      {problem && (
        <Text id={errorId} role="alert" size="sm" c="red.9">
          {problem}
        </Text>
      )}
      {chooseAgain && !problem && (
        <Text role="status" size="sm" c="orange.9">
          {text('fileAgain')}
        </Text>
      )}
    </Stack>
  );
}
