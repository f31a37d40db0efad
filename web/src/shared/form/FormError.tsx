import { Alert } from '@mantine/core';
import { useMessages } from '../../i18n/messages';

/** The form's first rule that does not hold, by its message code, as an alert (nothing when all hold). */
export function FormError({ code }: { code: string | null | undefined }) {
  const messages = useMessages();
  if (!code) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages(code)}
    </Alert>
  );
}
