import { type Dispatch, type FormEvent, type ReactNode, type SetStateAction, useId } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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

/**
 * A history tab: its filter form (the inputs, then the search button) and, once asked
 * (`result`), the query's error and a titled section with the entries (`children`), or the
 * empty text when there are none.
 */
export function HistoryTab<T>(props: {
  filterLabel: string;
  onSubmit: (event: FormEvent) => void;
  inputs: ReactNode;
  search: string;
  history: { isFetching: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  result: { title: ReactNode; empty: ReactNode } | null;
  gap: 'xs' | 'sm';
  children: (entries: T[], titleId: string) => ReactNode;
}) {
  const { history, result } = props;
  const titleId = useId();
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label={props.filterLabel}
        onSubmit={props.onSubmit}
        noValidate
      >
        <Group gap="sm" align="flex-start" wrap="wrap">
          {props.inputs}
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={history.isFetching}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {props.search}
          </Button>
        </Group>
      </Paper>
      {result && history.isError && <QueryError error={history.error} />}
      {result && history.data && (
        <Stack gap={props.gap} component="section" aria-labelledby={titleId}>
          <Title order={3} size="h5" id={titleId}>
            {result.title}
          </Title>
          {history.data.length === 0 ? (
            <Text size="sm">{result.empty}</Text>
          ) : (
            props.children(history.data, titleId)
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** An input's change handler that sets its value and clears the error the last submit gave it. */
export function clearingError<V, E>(
  set: (value: V) => void,
  setErrors: Dispatch<SetStateAction<E>>,
  field: keyof E,
): (value: V) => void {
  return (value) => {
    set(value);
    setErrors((errors) => ({ ...errors, [field]: undefined }));
  };
}
