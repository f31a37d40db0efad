import { assertNever, DomainError, isWebProfile, type Decider } from '@school/modules/kernel';
import {
  type AccessEvent,
  type AccessOutcome,
  type ClientDetails,
  type LoginAttemptedData,
  isAccessEvent,
} from './access.events.js';

/** The defaults of the lockout; the server's configuration may set others (decision 0014). */
export interface LockLimits {
  /** Failed attempts (wrong credentials) of one login from one client address that lock that pair... */
  threshold: number;
  /** ...when they fall within this window... */
  windowMs: number;
  /** ...for this long from the attempt that reached the threshold. */
  durationMs: number;
}

export const DEFAULT_LOCK_LIMITS: LockLimits = {
  threshold: 5,
  windowMs: 15 * 60_000,
  durationMs: 15 * 60_000,
};

/** How long failures are remembered at most, whatever the configured window (bounds the state). */
const MEMORY_MS = 24 * 60 * 60_000;
const MEMORY_COUNT = 100;

/** The account a login names, as the login decision needs it. */
export interface LoginUser {
  codBseUsuario: number;
  codBsePerfil: number;
  active: boolean;
}

export type AccessCommand =
  | {
      type: 'RecordLoginAttempt';
      attemptId: string;
      cstLogin: string;
      user: LoginUser | null;
      /** False also when the password was not checked (while locked or throttled). */
      passwordMatched: boolean;
      client: ClientDetails & { ip: string };
      limits?: LockLimits;
      /**
       * Until when (ms) the client's address is throttled for trying too many logins (password
       * spraying, counted across logins outside this stream); null or past when it is not.
       */
      addressThrottledUntil?: number | null;
    }
  | { type: 'AddClientDetails'; codBseUsuario: number; details: ClientDetails };

/** One client address's recent history on this login. */
export interface AddressAttempts {
  /** Times (ms) of wrong-credential attempts since the last success or lock from this address. */
  failures: number[];
  lockedUntil: number | null;
}

export interface AccessState {
  /**
   * Per client address: a stranger's wrong guesses lock only the stranger's address, never the
   * owner signing in from elsewhere.
   */
  addresses: Record<string, AddressAttempts>;
  lastSuccess: { attemptId: string; codBseUsuario: number; details: ClientDetails } | null;
}

const NO_ATTEMPTS: AddressAttempts = { failures: [], lockedUntil: null };

function attemptsFrom(state: AccessState, ip: string): AddressAttempts {
  return state.addresses[ip] ?? NO_ATTEMPTS;
}

/** Until when (ms) the pair of this login and this address is locked, or null. */
export function lockedUntil(state: AccessState, ip: string, now: Date): number | null {
  const until = attemptsFrom(state, ip).lockedUntil;
  return until !== null && now.getTime() < until ? until : null;
}

export function isLocked(state: AccessState, ip: string, now: Date): boolean {
  return lockedUntil(state, ip, now) !== null;
}

function outcomeOf(
  command: Extract<AccessCommand, { type: 'RecordLoginAttempt' }>,
  state: AccessState,
  now: Date,
): AccessOutcome {
  // While locked or throttled the password is not even checked: a guess then learns nothing.
  if (isLocked(state, command.client.ip, now)) return 'locked';
  if ((command.addressThrottledUntil ?? 0) > now.getTime()) return 'locked';
  const { user, passwordMatched } = command;
  // Only the right password reveals the account's status: a guesser cannot tell deactivated accounts.
  if (!user || !passwordMatched) return 'wrongPassword';
  if (!user.active) return 'deactivated';
  if (!isWebProfile(user.codBsePerfil)) return 'noWebPermission';
  return 'signedIn';
}

/** Merges client details over the recorded ones; a null field keeps what was there. */
export function mergeDetails(base: ClientDetails, update: ClientDetails): ClientDetails {
  return {
    nomSo: update.nomSo ?? base.nomSo,
    txtVersaoSo: update.txtVersaoSo ?? base.txtVersaoSo,
    nomNavegador: update.nomNavegador ?? base.nomNavegador,
    txtVersaoNavegador: update.txtVersaoNavegador ?? base.txtVersaoNavegador,
  };
}

function detailsOf(data: ClientDetails): ClientDetails {
  return mergeDetails(data, { nomSo: null, txtVersaoSo: null, nomNavegador: null, txtVersaoNavegador: null });
}

function withAddress(state: AccessState, ip: string, attempts: AddressAttempts | null): AccessState {
  const addresses = { ...state.addresses };
  if (attempts) addresses[ip] = attempts;
  else delete addresses[ip];
  return { ...state, addresses };
}

/** Forgets addresses whose last failure and lock are long past, so the state stays small. */
function prune(state: AccessState, at: number): AccessState {
  const addresses: Record<string, AddressAttempts> = {};
  for (const [ip, a] of Object.entries(state.addresses)) {
    const failures = a.failures.filter((t) => at - t < MEMORY_MS).slice(-MEMORY_COUNT);
    const lock = a.lockedUntil !== null && a.lockedUntil > at - MEMORY_MS ? a.lockedUntil : null;
    if (failures.length > 0 || lock !== null) addresses[ip] = { failures, lockedUntil: lock };
  }
  return { ...state, addresses };
}

function attempted(state: AccessState, data: LoginAttemptedData): AccessState {
  const at = Date.parse(data.at);
  switch (data.outcome) {
    case 'signedIn':
      // A success ends its own address's count only: it says nothing of a stranger elsewhere.
      return {
        ...withAddress(prune(state, at), data.ip, null),
        lastSuccess: {
          attemptId: data.attemptId,
          codBseUsuario: data.codBseUsuario!,
          details: detailsOf(data),
        },
      };
    case 'wrongPassword': {
      const pruned = prune(state, at);
      // The attempt that reached the threshold says until when it locked the pair; a lock starts a
      // fresh count, so once it ends as many new failures are needed for the next one.
      if (data.lockedUntil) {
        return withAddress(pruned, data.ip, { failures: [], lockedUntil: Date.parse(data.lockedUntil) });
      }
      const current = attemptsFrom(pruned, data.ip);
      return withAddress(pruned, data.ip, { ...current, failures: [...current.failures, at] });
    }
    // Blocked attempts do not extend the lock; the other refusals came with the right password.
    case 'locked':
    case 'deactivated':
    case 'noWebPermission':
      return state;
    default:
      return assertNever(data.outcome);
  }
}

/** The failures of this address within the window, counting the one being decided. */
function reachesThreshold(state: AccessState, ip: string, now: Date, limits: LockLimits): boolean {
  const t = now.getTime();
  const recent = attemptsFrom(state, ip).failures.filter((f) => t - f < limits.windowMs);
  return recent.length + 1 >= limits.threshold;
}

/** The access stream of one login: its attempts, the lockout, and the client details of its last success. */
export const accessDecider: Decider<AccessCommand, AccessState, AccessEvent> = {
  isEvent: isAccessEvent,
  initialState: () => ({ addresses: {}, lastSuccess: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'LoginAttempted':
        return attempted(state, event.data);
      case 'AccessClientDetailsAdded': {
        const last = state.lastSuccess;
        if (last?.attemptId !== event.data.attemptId) return state;
        return { ...state, lastSuccess: { ...last, details: mergeDetails(last.details, event.data) } };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state, context) => {
    switch (command.type) {
      case 'RecordLoginAttempt': {
        const outcome = outcomeOf(command, state, context.now);
        const limits = command.limits ?? DEFAULT_LOCK_LIMITS;
        const locks =
          outcome === 'wrongPassword' && reachesThreshold(state, command.client.ip, context.now, limits);
        return [
          {
            type: 'LoginAttempted',
            data: {
              attemptId: command.attemptId,
              cstLogin: command.cstLogin,
              codBseUsuario: command.user?.codBseUsuario ?? null,
              outcome,
              ...command.client,
              at: context.now.toISOString(),
              ...(locks
                ? { lockedUntil: new Date(context.now.getTime() + limits.durationMs).toISOString() }
                : {}),
            },
          },
        ];
      }

      case 'AddClientDetails': {
        // Only the caller's own last sign-in: whatever ids a client sends, it cannot touch another's record.
        const last = state.lastSuccess;
        if (!last || last.codBseUsuario !== command.codBseUsuario) throw new DomainError('access.noAttempt');
        const merged = mergeDetails(last.details, command.details);
        if (JSON.stringify(merged) === JSON.stringify(last.details)) return [];
        return [
          { type: 'AccessClientDetailsAdded', data: { attemptId: last.attemptId, ...command.details } },
        ];
      }

      default:
        return assertNever(command);
    }
  },
};
