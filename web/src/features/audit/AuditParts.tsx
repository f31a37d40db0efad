import type { ReactNode } from 'react';
import { Alert, Button, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
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

/** A record's code in a history tab's form: a positive whole number. */
export function CodeInput(props: {
  label: string;
  value: string | number;
  onChange: (value: string | number) => void;
  error: string | undefined;
}) {
  return (
    <NumberInput
      {...props}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      required
      style={{ flex: '1 1 8rem', maxWidth: '14rem' }}
    />
  );
}

/** A history tab's submit button, beside its inputs' labels from the xs breakpoint up. */
export function SearchButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      mt={{ base: 0, xs: 25 }}
      loading={loading}
      leftSection={<IconSearch size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

/**
 * What a history tab found once it was asked: the query's error, and a titled section with the
 * entries (`children`), or the empty text when there are none.
 */
export function HistoryResult<T>(props: {
  history: { isError: boolean; error: unknown; data: T[] | undefined };
  titleId: string;
  title: ReactNode;
  empty: ReactNode;
  gap: 'xs' | 'sm';
  children: (entries: T[]) => ReactNode;
}) {
  const { history, titleId } = props;
  return (
    <>
      {history.isError && <QueryError error={history.error} />}
      {history.data && (
        <Stack gap={props.gap} component="section" aria-labelledby={titleId}>
          <Title order={3} size="h5" id={titleId}>
            {props.title}
          </Title>
          {history.data.length === 0 ? <Text size="sm">{props.empty}</Text> : props.children(history.data)}
        </Stack>
      )}
    </>
  );
}
