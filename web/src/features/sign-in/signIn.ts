import type { LoginAnswer, LoginInput, LoggedUser } from '@school/modules/identity/contracts';
import { api } from '../../shared/api';
import { sessionStore } from '../../shared/session';
import { clientDetails } from './clientDetails';

/** The session fields of a login answer (the token is kept apart). */
function sessionUser({ access_token: _token, httpStatus: _status, ...user }: LoginAnswer): LoggedUser {
  return user;
}

/**
 * POST /api/auth/login; on 202 the session starts and the client's OS and browser are added
 * to the access log (fire and forget). Refusals throw the ApiError (see loginFailure).
 */
export async function signIn(input: LoginInput): Promise<LoginAnswer> {
  const answer = await api<LoginAnswer>('/auth/login', { method: 'POST', body: input, anonymous: true });
  sessionStore.start(answer.access_token, sessionUser(answer));
  void api('/bse_acesso', { method: 'POST', body: clientDetails() }).catch(() => undefined);
  return answer;
}
