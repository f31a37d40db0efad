import type { z } from 'zod';
import { type ChangePasswordAnswer, changePasswordFormSchema } from '@school/modules/identity/contracts';
import { api } from '../../shared/api';
import { useWrite } from '../../shared/query';

/** What the password form saves, with its key. */
export interface PasswordChange {
  values: z.output<typeof changePasswordFormSchema>;
  /**
   * The form's key, kept while a change gets no answer so a retry cannot run it twice (useWrite's
   * fresh key per action would lose that; see the report of issue 22).
   */
  idempotencyKey: string;
}

/**
 * POST /bse_usuario/changePassword: answers a fresh token (every other session of the user ends).
 * Refusals are the form's to show ("Erro ao salvar!" and the reasons beside the fields).
 */
export function useChangePassword() {
  return useWrite({
    write: ({ values, idempotencyKey }: PasswordChange) =>
      api<ChangePasswordAnswer>('/bse_usuario/changePassword', {
        method: 'POST',
        body: values,
        idempotencyKey,
      }),
    notifyErrors: false,
  });
}
