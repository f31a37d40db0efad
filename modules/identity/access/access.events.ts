import {
  eventGuard,
  ownedByActor,
  privacyRegister,
  userKeyOwner,
  type DomainEvent,
} from '@school/modules/kernel';

/**
 * How a sign-in attempt ended, as a fact: signed in, or why not. The legacy access log's labels
 * ("Sucesso", "Senha incorreta"...) are the access-log projection's to derive (decision 0023).
 */
export type AccessOutcome = 'signedIn' | 'wrongPassword' | 'deactivated' | 'noWebPermission' | 'locked';

export const ACCESS_OUTCOMES: readonly AccessOutcome[] = [
  'signedIn',
  'wrongPassword',
  'deactivated',
  'noWebPermission',
  'locked',
];

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
  outcome: AccessOutcome;
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

/** Tells an access stream's events from others (typed reads: `readStreamOf(store, stream, isAccessEvent)`). */
export const isAccessEvent = eventGuard<AccessEvent>({
  LoginAttempted: true,
  AccessClientDetailsAdded: true,
});
export type LoginAttempted = Extract<AccessEvent, { type: 'LoginAttempted' }>;

/**
 * One stream per login (also for logins nobody has): the lockout is a rule of that stream. It is
 * named by the login's pseudonym (a keyed hash the backend makes, decision 0061), never by the
 * login: a stream's name outlives an erasure.
 */
export const accessStream = (loginPseudonym: string): string => `access-${loginPseudonym}`;

const CLIENT_FIELDS = {
  nomSo: 'technical',
  txtVersaoSo: 'technical',
  nomNavegador: 'technical',
  txtVersaoNavegador: 'technical',
} as const;

/**
 * What each access event holds (decision 0061): the login typed is the identity of the account
 * it names (of nobody for a login nobody has); the client's address, system and browser are the
 * access log, kept ACCESS_LOG_RETENTION_MONTHS (Marco Civil da Internet, Art. 15).
 */
export const accessPrivacy = privacyRegister<AccessEvent>({
  LoginAttempted: {
    fields: {
      attemptId: 'technical',
      cstLogin: 'identity',
      codBseUsuario: 'technical',
      outcome: 'technical',
      ip: 'technical',
      at: 'technical',
      lockedUntil: 'technical',
      ...CLIENT_FIELDS,
    },
    owner: (data) => (data.codBseUsuario === null ? null : userKeyOwner(data.codBseUsuario)),
    ownerIs: 'the account the login names (`codBseUsuario`; none: the month’s key)',
    accessLog: ['ip', 'nomSo', 'txtVersaoSo', 'nomNavegador', 'txtVersaoNavegador'],
    why: 'a sign-in: the login typed, from where',
  },
  AccessClientDetailsAdded: {
    fields: { attemptId: 'technical', ...CLIENT_FIELDS },
    ...ownedByActor('the signed-in user'),
    accessLog: ['nomSo', 'txtVersaoSo', 'nomNavegador', 'txtVersaoNavegador'],
    why: 'the system and browser a sign-in came from',
  },
});
