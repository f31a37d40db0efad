import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { sessionStore } from '../session';

/** Refusals (4xx) are answers, not hiccups: only network failures and 5xx are retried. */
function retry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The signed-in pages' cache (the shell provides it; the sign-in page does without React
 * Query). Emptied when the session ends, so the next user never sees the last one's data.
 */
export const queryClient = createQueryClient();

sessionStore.onEnd(() => queryClient.clear());
