import { Box } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { LoadError } from '../shared/ui';

/**
 * A route whose screen could not load (its chunk failed or took more than 120 s, or the page
 * broke): the load-failure alert and "Recarregar", which reloads the page, never a blank screen.
 */
export function ScreenLoadFailed() {
  const error = useRouteError();
  return (
    <Box p="md">
      <LoadError error={error instanceof Error ? error : new Error(String(error))} />
    </Box>
  );
}
