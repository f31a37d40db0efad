import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/**
 * A user's sign-outs: one token ended (`POST /api/auth/logout`) or every token of the user
 * ended ("sair de todos os dispositivos"). Facts without an invariant, on a stream of their own
 * so that thirty computers sharing a lab login can sign out at once without a conflict.
 */
export type SessionEvent =
  | DomainEvent<'SignedOut', { codBseUsuario: number; jti: string; expiresAt: string }>
  | DomainEvent<'SignedOutEverywhere', { codBseUsuario: number }>;

/** Tells a session stream's events from others (typed reads: `readStreamOf(store, stream, isSessionEvent)`). */
export const isSessionEvent = eventGuard<SessionEvent>({
  SignedOut: true,
  SignedOutEverywhere: true,
});

export const sessionStream = (userId: number): string => `session-${userId}`;

/** What each sign-out holds (decision 0061): ids and times only. */
export const sessionPrivacy = privacyRegister<SessionEvent>({
  SignedOut: { fields: { codBseUsuario: 'technical', jti: 'technical', expiresAt: 'technical' } },
  SignedOutEverywhere: { fields: { codBseUsuario: 'technical' } },
});
