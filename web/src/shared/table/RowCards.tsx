import type { ReactNode } from 'react';
import { Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';

/** What a card reads of a column (DataTable's Column). */
interface CardColumn {
  key: string;
  header: ReactNode;
}

/**
 * A table's rows as cards, for a phone (issue 35): the first column (the key one: a student, a
 * user) as each card's title, every other column under it as its header and value, the row's
 * actions last, so nothing scrolls off a 390 px screen. A list named like the table.
 */
export function RowCards<T, C extends CardColumn>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  emptyText,
  content,
}: {
  caption: string;
  columns: readonly C[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  emptyText: ReactNode;
  content: (column: C, row: T) => ReactNode;
}) {
  const [title, ...rest] = columns;
  const actions = rest.filter((c) => c.key === 'actions');
  const fields = rest.filter((c) => c.key !== 'actions');
  if (loading) return <Skeleton height={64} aria-busy />;
  if (rows.length === 0 || !title) return <Text size="sm">{emptyText}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
          <Box fw={600} mb={4}>
            {content(title, row)}
          </Box>
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) 1fr', gap: '2px 8px' }}
          >
            {fields.map((c) => [
              <Text component="dt" key={`${c.key}-h`} size="xs" c="dimmed">
                {c.header}
              </Text>,
              <Text component="dd" key={`${c.key}-v`} size="sm" m={0}>
                {content(c, row)}
              </Text>,
            ])}
          </Box>
          {actions.map((c) => (
            <Group key={c.key} justify="flex-end" mt={4}>
              {content(c, row)}
            </Group>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
