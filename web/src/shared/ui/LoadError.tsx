import { Alert } from '@mantine/core';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';

/** Why a list did not load: the server's refusal, or "no answer" when there was none. */
export function LoadError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {error instanceof ApiError && !error.isNetwork ? error.message : <Message code="generic.server" />}
    </Alert>
  );
}
