import type { DomainEvent } from '@school/modules/kernel';
import { normalizeLogin } from '../user/user.events.js';

/** The notes of the legacy access log, verbatim: reports and auditors filter on them. */
export type AccessNote = 'Sucesso' | 'Senha incorreta' | 'Usuário desativado' | 'Sem permissão' | 'Bloqueado';

/** What is known of the client's system; null where it could not be told. */
export interface ClientDetails {
  nomSo: string | null;
  txtVersaoSo: string | null;
  nomNavegador: string | null;
  txtVersaoNavegador: string | null;
}

export interface LoginAttemptedData extends ClientDetails {
  attemptId: string;
  cstLogin: string;
  /** The account the login names, also on a refusal; null for a login nobody has. */
  codBseUsuario: number | null;
  indSucesso: 'S' | 'N';
  txtObservacao: AccessNote;
  httpStatus: number;
  ip: string;
  /** ISO time of the decision: the lockout is computed from it. */
  at: string;
  /**
   * On the failure that reached the lockout threshold: until when (ISO) it locked this login for
   * this client address. Absent on every other attempt (and on attempts recorded before 2026-11-23).
   */
  lockedUntil?: string;
}

/**
 * Details the signed-in client sends about itself (POST /bse_acesso). They refine what the
 * server parsed from the User-Agent (browsers freeze parts of it, e.g. Windows 11 still says
 * "Windows NT 10.0"); a null field keeps what was recorded.
 */
export interface AccessClientDetailsAddedData extends ClientDetails {
  attemptId: string;
}

export type AccessEvent =
  | DomainEvent<'LoginAttempted', LoginAttemptedData>
  | DomainEvent<'AccessClientDetailsAdded', AccessClientDetailsAddedData>;

export type AccessEventType = AccessEvent['type'];
export type LoginAttempted = Extract<AccessEvent, { type: 'LoginAttempted' }>;

/** One stream per login (also for logins nobody has): the lockout is a rule of that stream. */
export const accessStream = (login: string): string => `access-${encodeURIComponent(normalizeLogin(login))}`;
