import type { PasswordHelpAnswer } from '@school/modules/support/contracts';
import { api } from '../../shared/api';

/** POST /api/auth/esqueci-senha: no account needed; the one answer whatever the login (decision 0069). */
export function askPasswordHelp(login: string): Promise<PasswordHelpAnswer> {
  return api<PasswordHelpAnswer>('/auth/esqueci-senha', { method: 'POST', body: { login }, anonymous: true });
}
