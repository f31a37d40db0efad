import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A game's first lines: how to play it, and its running status read out as it changes. */
export function GameIntro({ help, status }: { help: ReactNode; status: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      <Text size="sm" aria-live="polite">
        {status}
      </Text>
    </>
  );
}
