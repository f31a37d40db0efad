import { Alert, Button, Group, Text, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Message } from '../../i18n/messages';
import { ApiError } from '../api';

/** Reloads the whole page: the way back when no narrower retry is given. */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Why a screen's data did not load (content §8: never a blank editor or an empty table): the
 * server's refusal, or "no answer" when there was none (no connection, a 5xx), with "Recarregar",
 * which asks again (`onRetry`, the query's refetch) or reloads the page.
 */
export function LoadError({
  error,
  mb,
  onRetry = reloadPage,
}: {
  error: Error | null;
  mb?: MantineSpacing;
  onRetry?: () => unknown;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  const refusal = error instanceof ApiError && !error.isNetwork;
  return (
    <Alert color="red" variant="light" role="alert" mb={mb}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{refusal ? error.message : <Message code="generic.server" />}</Text>
        <Button size="xs" variant="white" color="red" onClick={() => void onRetry()}>
          {t('app.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
