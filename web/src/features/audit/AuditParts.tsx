import { Alert } from '@mantine/core';
import dayjs from 'dayjs';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';

/** Date and time to the second, as the audit console shows instants (local time). */
export function formatInstant(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm:ss');
}

/**
 * A failed query: the server's message (a 404's "Registro não encontrado.", a refusal), or the
 * catalogue's server error when the call never got an answer.
 */
export function QueryError({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert">
      {error instanceof ApiError && !error.isNetwork && error.status < 500 ? (
        error.message
      ) : (
        <Message code="generic.server" />
      )}
    </Alert>
  );
}

// Mantine's placeholder text falls short of 4.5:1 on its background.
export const READABLE_INPUT = {
  wrapper: { '--input-placeholder-color': 'var(--mantine-color-gray-7)' },
};

/** A positive whole number from a NumberInput, or null. */
export function positiveId(value: string | number): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isInteger(n) && n > 0 ? n : null;
}
