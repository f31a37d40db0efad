import { fold, type MessageCode } from '@school/modules/kernel';
import { accessDecider, type AccessCommand, type AccessState, type LoginUser } from './access.decider.js';
import type { AccessEvent, ClientDetails, LoginAttempted, LoginAttemptedData } from './access.events.js';

export type LoginOutcome =
  | { kind: 'signedIn'; httpStatus: 202; codBseUsuario: number }
  | { kind: 'refused'; httpStatus: number; code: MessageCode; params?: { minutes: number } };

const REFUSALS: Record<Exclude<LoginAttemptedData['txtObservacao'], 'Sucesso'>, MessageCode> = {
  'Senha incorreta': 'login.invalidCredentials',
  'Usuário desativado': 'login.deactivated',
  'Sem permissão': 'login.noWebPermission',
  Bloqueado: 'login.locked',
};

/** Minutes until a locked login may try again: rounded up, so waiting that long is always enough. */
export function minutesLocked(state: AccessState, now: Date): number {
  return Math.max(1, Math.ceil(((state.lockedUntil ?? 0) - now.getTime()) / 60_000));
}

/** What the caller is told about a recorded attempt, given the stream's state and the time of the decision. */
export function loginOutcome(attempt: LoginAttemptedData, state: AccessState, now: Date): LoginOutcome {
  const note = attempt.txtObservacao;
  if (note === 'Sucesso') return { kind: 'signedIn', httpStatus: 202, codBseUsuario: attempt.codBseUsuario! };
  const refused = { kind: 'refused' as const, httpStatus: attempt.httpStatus, code: REFUSALS[note] };
  return note === 'Bloqueado' ? { ...refused, params: { minutes: minutesLocked(state, now) } } : refused;
}

export interface LoginDecisionInput {
  attempts: readonly AccessEvent[];
  attemptId: string;
  cstLogin: string;
  user: LoginUser | null;
  passwordMatched: boolean;
  client: ClientDetails & { ip: string };
  now: Date;
}

/**
 * The whole login rule as one pure function: the attempts so far, the account (or none),
 * whether the password matched and the time give the event to record and the answer.
 * The backend runs the same decider through the command pipeline.
 */
export function decideLogin(input: LoginDecisionInput): { event: LoginAttempted; outcome: LoginOutcome } {
  const state = fold(accessDecider, input.attempts);
  const { attemptId, cstLogin, user, passwordMatched, client, now } = input;
  const command: AccessCommand = {
    type: 'RecordLoginAttempt',
    attemptId,
    cstLogin,
    user,
    passwordMatched,
    client,
  };
  const [event] = accessDecider.decide(command, state, { now, actor: null });
  const recorded = event as LoginAttempted;
  return {
    event: recorded,
    outcome: loginOutcome(recorded.data, accessDecider.evolve(state, recorded), now),
  };
}
