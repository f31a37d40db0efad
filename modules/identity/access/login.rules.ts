import { fold, type RefusalCode } from '@school/modules/kernel';
import {
  accessDecider,
  lockedUntil,
  type AccessCommand,
  type AccessState,
  type LockLimits,
  type LoginUser,
} from './access.decider.js';
import type {
  AccessEvent,
  AccessOutcome,
  ClientDetails,
  LoginAttempted,
  LoginAttemptedData,
} from './access.events.js';

export type LoginOutcome =
  | { kind: 'signedIn'; codBseUsuario: number }
  | { kind: 'refused'; code: RefusalCode; params?: { minutes: number } };

const REFUSALS: Record<Exclude<AccessOutcome, 'signedIn'>, RefusalCode> = {
  wrongPassword: 'login.invalidCredentials',
  deactivated: 'login.deactivated',
  noWebPermission: 'login.noWebPermission',
  locked: 'login.locked',
};

/** Minutes until `until` (ms): rounded up, so waiting that long is always enough; at least 1. */
export function minutesUntil(until: number, now: Date): number {
  return Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
}

/**
 * What the caller is told about a recorded attempt, given the stream's state and the time of the
 * decision; `throttledUntil` is the address's spraying throttle when one applied.
 */
export function loginOutcome(
  attempt: LoginAttemptedData,
  state: AccessState,
  now: Date,
  throttledUntil: number | null = null,
): LoginOutcome {
  const { outcome } = attempt;
  if (outcome === 'signedIn') return { kind: 'signedIn', codBseUsuario: attempt.codBseUsuario! };
  const refused = { kind: 'refused' as const, code: REFUSALS[outcome] };
  if (outcome !== 'locked') return refused;
  const until = Math.max(lockedUntil(state, attempt.ip, now) ?? 0, throttledUntil ?? 0);
  return { ...refused, params: { minutes: minutesUntil(until, now) } };
}

export interface LoginDecisionInput {
  attempts: readonly AccessEvent[];
  attemptId: string;
  cstLogin: string;
  user: LoginUser | null;
  passwordMatched: boolean;
  client: ClientDetails & { ip: string };
  now: Date;
  limits?: LockLimits;
  addressThrottledUntil?: number | null;
}

/**
 * The whole login rule as one pure function: the attempts so far, the account (or none),
 * whether the password matched and the time give the event to record and the answer.
 * The backend runs the same decider through the command pipeline.
 */
export function decideLogin(input: LoginDecisionInput): { event: LoginAttempted; outcome: LoginOutcome } {
  const state = fold(accessDecider, input.attempts);
  const { attemptId, cstLogin, user, passwordMatched, client, now, limits, addressThrottledUntil } = input;
  const command: AccessCommand = {
    type: 'RecordLoginAttempt',
    attemptId,
    cstLogin,
    user,
    passwordMatched,
    client,
    limits,
    addressThrottledUntil,
  };
  const [event] = accessDecider.decide(command, state, { now, actor: null });
  const recorded = event as LoginAttempted;
  return {
    event: recorded,
    outcome: loginOutcome(recorded.data, accessDecider.evolve(state, recorded), now, addressThrottledUntil),
  };
}
