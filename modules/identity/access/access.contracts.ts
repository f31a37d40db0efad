import { z } from 'zod';
import { normalizeLogin } from '../user/user.events.js';
import type { LoggedUser } from '../session/session.contracts.js';

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

/** The login form of the web client: the spec's 5-character minimum is a hint to the user, not a server rule. */
export const loginFormSchema = loginSchema.extend({
  password: loginSchema.shape.password.min(5, { error: 'login.passwordMin' }),
});

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
