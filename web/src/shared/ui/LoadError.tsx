import { Alert, type MantineSpacing } from '@mantine/core';
import { Message } from '../../i18n/messages';
import { ApiError } from '../api';

/** Why a list did not load: the server's refusal, or "no answer" when there was none. */
export function LoadError({ error, mb }: { error: Error | null; mb?: MantineSpacing }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mb={mb}>
      {error instanceof ApiError && !error.isNetwork ? error.message : <Message code="generic.server" />}
    </Alert>
  );
}
