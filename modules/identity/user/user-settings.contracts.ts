import { z } from 'zod';
import type { LoggedUser } from '../session/session.contracts.js';

// The caller's own profile settings: their password, their avatar, their data.

const password = (required: 'password.currentRequired' | 'password.newRequired') =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(1000, { error: 'generic.invalid' });

const changePasswordFields = {
  actualPassword: password('password.currentRequired'),
  newPassword: password('password.newRequired').min(5, { error: 'login.passwordMin' }),
};

/** The rules that compare the fields, once each field is valid on its own. */
function comparePasswords(
  value: { actualPassword: string; newPassword: string; confirmation?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.newPassword === value.actualPassword)
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'password.sameAsCurrent' });
  if (value.confirmation != null && value.confirmation !== value.newPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'password.confirmationMismatch' });
}

const onlyValidFields = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * POST /api/bse_usuario/changePassword, the caller's own password (the user comes from the
 * token, never from the body). The legacy client sends {actualPassword, newPassword} and checks
 * the confirmation itself; a `confirmation` that is sent must equal the new password.
 * Passwords are never trimmed. Whether the current password is right is the server's check.
 */
export const changePasswordSchema = z
  .object({
    ...changePasswordFields,
    confirmation: z.string({ error: 'generic.invalid' }).max(1000, { error: 'generic.invalid' }).nullish(),
  })
  .superRefine(comparePasswords, onlyValidFields);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The password part of the profile settings form: there the confirmation is required. */
export const changePasswordFormSchema = z
  .object({
    ...changePasswordFields,
    confirmation: z.string({ error: 'generic.required' }).max(1000, { error: 'generic.invalid' }),
  })
  .superRefine(comparePasswords, onlyValidFields);

/**
 * The answer of a password change (200). Every other session of the user ends with the change;
 * `access_token` is a fresh token for the device that made it, so it stays signed in.
 */
export interface ChangePasswordAnswer {
  ok: true;
  access_token: string;
}

/**
 * The answer of POST /api/bse_usuario/changeData (202): the avatar is recorded at once; its
 * scaled copy follows (`image:progress`, `image:done` or `image:failed` on the socket, with
 * `id` = `imgAvatar`), and GET `url` answers 202 until it is ready.
 */
export interface ChangeAvatarAnswer {
  imgAvatar: string;
  url: string;
  status: 'processing';
}

/** GET /api/bse_usuario/getMeusDados/x. */
export interface MyData extends LoggedUser {
  nomEscola: string | null;
  imgAvatar: string | null;
}
