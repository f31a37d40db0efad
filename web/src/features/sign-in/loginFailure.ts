import { isMessageCode, type MessageCode } from '@school/modules/kernel/contracts';
import { ApiError } from '../../shared/api';

/** What the sign-in page says about a refusal: a catalogue code (and its parameters). */
export interface LoginFailure {
  code: MessageCode;
  params?: Record<string, string | number>;
}

/**
 * The spec's login outcomes: 400 no web permission, 410 deactivated, a rejection "Usuário ou
 * senha inválidos", no answer (or a failing server) "Sem conexão com o banco de dados."; a
 * lockout (429) says for how long.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError) || error.isNetwork || error.status >= 500)
    return { code: 'login.noConnection' };
  if (error.code === 'login.locked') {
    const minutes = /\d+/.exec(error.message)?.[0];
    return { code: 'login.locked', params: minutes ? { minutes: Number(minutes) } : undefined };
  }
  if (isMessageCode(error.code) && error.code.startsWith('login.')) return { code: error.code };
  if (error.status === 400 && error.code !== 'generic.invalid') return { code: 'login.noWebPermission' };
  if (error.status === 410) return { code: 'login.deactivated' };
  return { code: 'login.invalidCredentials' };
}
