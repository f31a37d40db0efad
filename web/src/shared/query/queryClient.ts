import { QueryClient } from '@tanstack/react-query';
import { currentLanguage, i18n } from '../../i18n';
import { ApiError, onLaggingWrite } from '../api';
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

/**
 * After a write the server answered before its read models caught up, the screens read again a
 * second and three seconds later: the write's own refetch may have read the model before it.
 */
export const LAGGING_REREADS_MS = [1_000, 3_000] as const;
onLaggingWrite(() => {
  for (const ms of LAGGING_REREADS_MS) setTimeout(() => void queryClient.invalidateQueries(), ms);
});

/**
 * Where an erased person's name, login or words were, the server answers "Dados removidos" in the
 * language of the call (decision 0061): once the user picks another language, the screens read
 * again, so that they say "Data removed" or "Datos eliminados" without a reload.
 */
let answeredIn = currentLanguage();
i18n.on('languageChanged', () => {
  if (currentLanguage() === answeredIn) return;
  answeredIn = currentLanguage();
  void queryClient.invalidateQueries();
});
