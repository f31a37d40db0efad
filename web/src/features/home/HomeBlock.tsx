import { type ReactNode, useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One block of the home page: a region named by its heading. */
export function HomeBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** What a block says when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
