import { useEffect } from 'react';
import { Message } from '../i18n/messages';
import { notify } from '../shared/notify';
import { sessionStore } from '../shared/session';

/**
 * Says why a session ended when it was not the user's choice ("Sessão expirou.", "Usuário
 * desativado."); the guard does the redirect, the query cache empties itself.
 */
export function SessionNotices() {
  useEffect(
    () =>
      sessionStore.onEnd((reason) => {
        if (reason === 'expired') notify('warning', <Message code="generic.unauthenticated" />);
        if (reason === 'deactivated') notify('error', <Message code="login.deactivated" />);
      }),
    [],
  );
  return null;
}
