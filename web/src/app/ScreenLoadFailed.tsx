import type { ComponentType } from 'react';
import { Box } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { LoadError } from '../shared/ui';
import { withinChunkTimeout } from './chunkTimeout';

/** The load-failure alert and "Recarregar", which reloads the page, for a screen that failed. */
function LoadFailed({ error }: { error: unknown }) {
  return (
    <Box p="md">
      <LoadError error={error instanceof Error ? error : new Error(String(error))} />
    </Box>
  );
}

/**
 * A route whose page broke while rendering: the load-failure alert and "Recarregar", never a
 * blank screen (the route's ErrorBoundary).
 */
export function ScreenLoadFailed() {
  return <LoadFailed error={useRouteError()} />;
}

/**
 * A route's `lazy` that never fails: the screen's component once its chunk has arrived, or, when
 * the chunk fails or takes more than 120 s, a component that says so with "Recarregar".
 * react-router keeps a rejected `lazy` pending on its route, and under the app's root (its
 * HydrateFallback) it then renders nothing from that route down: the whole page went blank,
 * shell included, on a poor connection.
 */
export function lazyScreen(load: () => Promise<ComponentType>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: await withinChunkTimeout(load()) };
    } catch (error) {
      return { Component: () => <LoadFailed error={error} /> };
    }
  };
}
