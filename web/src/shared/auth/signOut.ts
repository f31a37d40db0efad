import { apiHeaders } from '../api';
import { sessionStore } from '../session';

/**
 * Signs out: the session ends here at once, and the server is told to end the token (or, with
 * `everywhere`, every token of the user) so that it is refused from now on even if copied. An
 * unreachable server changes nothing here; the token then lapses at its expiry.
 */
export async function signOut(everywhere = false): Promise<void> {
  if (!sessionStore.get()) return;
  const headers = apiHeaders();
  headers.set('content-type', 'application/json');
  sessionStore.end('logout');
  try {
    await fetch('/api/auth/logout', { method: 'POST', headers, body: JSON.stringify({ everywhere }) });
  } catch {
    // Offline: the local session is gone anyway.
  }
}
