import { z } from 'zod';
import { normalizeLogin } from './user.events.js';

/**
 * POST /api/auth/login. No minimum length here: a short password is just wrong credentials,
 * and the refusal must not tell a guesser more than that.
 */
export const loginSchema = z.object({
  username: z
    .string({ error: 'login.required' })
    .trim()
    .min(1, { error: 'login.required' })
    .max(100, { error: 'generic.invalid' })
    .transform(normalizeLogin),
  password: z
    .string({ error: 'login.passwordRequired' })
    .min(1, { error: 'login.passwordRequired' })
    .max(1000, { error: 'generic.invalid' }),
});
export type LoginInput = z.output<typeof loginSchema>;

/** POST /api/auth/logout: ends the caller's token, or with `everywhere` every token of the caller. */
export const logoutSchema = z
  .object({ everywhere: z.boolean({ error: 'generic.invalid' }).optional().default(false) })
  .optional()
  .transform((body) => body ?? { everywhere: false });
export type LogoutInput = z.output<typeof logoutSchema>;

/** The answer of a sign-out. */
export interface LogoutAnswer {
  ok: true;
  everywhere: boolean;
}

/** The login form of the web client: the spec's 5-character minimum is a hint to the user, not a server rule. */
export const loginFormSchema = loginSchema.extend({
  password: loginSchema.shape.password.min(5, { error: 'login.passwordMin' }),
});

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

const clientField = z
  .string()
  .trim()
  .max(100, { error: 'generic.invalid' })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /api/bse_acesso: what the client knows of itself. The legacy body also carries the
 * login, success flag, note and a password hash: they are ignored (stripped), since the server
 * records every attempt itself and never accepts a password hash from a client.
 */
export const accessDetailsSchema = z.object({
  nomSo: clientField,
  txtVersaoSo: clientField,
  nomNavegador: clientField,
  txtVersaoNavegador: clientField,
});
export type AccessDetailsInput = z.output<typeof accessDetailsSchema>;

/** Page sizes of every table of the client; any size from 1 to 100 is accepted. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/bse_acesso: optional login prefix, 1-based page. */
export const accessLogQuerySchema = z.object({
  login: z
    .string()
    .trim()
    .max(100, { error: 'generic.invalid' })
    .optional()
    .transform((v) => (v ? normalizeLogin(v) : undefined)),
  page: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(1_000_000).default(1),
  size: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(100).default(PAGE_SIZES[0]),
});
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

/** The signed-in user as the client keeps it in its session. */
export interface LoggedUser {
  codBseUsuario: number;
  nomUsuario: string;
  nomPerfil: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  nomTurma: string | null;
  codBseUsuarioTurma: number | null;
  turmas: unknown[];
  cstLogin: string;
  robo_key: string | null;
}

/** GET /api/bse_usuario/getMeusDados/x. */
export interface MyData extends LoggedUser {
  nomEscola: string | null;
  imgAvatar: string | null;
}

/** A successful POST /api/auth/login (HTTP 202). Refusals are error bodies whose `status` is the httpStatus. */
export interface LoginAnswer extends LoggedUser {
  access_token: string;
  httpStatus: 202;
}

/** A row of the access log (GET /api/bse_acesso). */
export interface AccessLogEntry {
  codBseAcesso: string;
  cstLogin: string;
  codBseUsuario: number | null;
  indSucesso: 'S' | 'N';
  txtObservacao: string;
  httpStatus: number;
  nomSo: string | null;
  txtVersaoSo: string | null;
  nomNavegador: string | null;
  txtVersaoNavegador: string | null;
  ip: string;
  /** ISO time of the attempt. */
  dthAcesso: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
