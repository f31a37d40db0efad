import { assertNever, DomainError, isWebProfile, type Decider } from '@school/modules/kernel';
import type { AccessEvent, AccessNote, ClientDetails, LoginAttemptedData } from './access.events.js';

/** Failed attempts (wrong credentials) that lock a login... */
export const LOCK_THRESHOLD = 5;
/** ...when they fall within this window... */
export const LOCK_WINDOW_MS = 15 * 60_000;
/** ...for this long from the attempt that reached the threshold. */
export const LOCK_DURATION_MS = 15 * 60_000;

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
      /** False also when the password was not checked (while locked). */
      passwordMatched: boolean;
      client: ClientDetails & { ip: string };
    }
  | { type: 'AddClientDetails'; codBseUsuario: number; details: ClientDetails };

export interface AccessState {
  /** Times (ms) of wrong-credential attempts since the last success or lock, inside the window. */
  failures: number[];
  lockedUntil: number | null;
  lastSuccess: { attemptId: string; codBseUsuario: number; details: ClientDetails } | null;
}

const NOTES: Record<AccessNote, number> = {
  Sucesso: 202,
  'Senha incorreta': 401,
  'Usuário desativado': 410,
  'Sem permissão': 400,
  Bloqueado: 429,
};

export function isLocked(state: AccessState, now: Date): boolean {
  return state.lockedUntil !== null && now.getTime() < state.lockedUntil;
}

function note(
  command: Extract<AccessCommand, { type: 'RecordLoginAttempt' }>,
  state: AccessState,
  now: Date,
): AccessNote {
  // While locked the password is not even checked: a guess during the lock learns nothing.
  if (isLocked(state, now)) return 'Bloqueado';
  const { user, passwordMatched } = command;
  // Only the right password reveals the account's status: a guesser cannot tell deactivated accounts.
  if (!user || !passwordMatched) return 'Senha incorreta';
  if (!user.active) return 'Usuário desativado';
  if (!isWebProfile(user.codBsePerfil)) return 'Sem permissão';
  return 'Sucesso';
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

function attempted(state: AccessState, data: LoginAttemptedData): AccessState {
  switch (data.txtObservacao) {
    case 'Sucesso':
      return {
        failures: [],
        lockedUntil: null,
        lastSuccess: {
          attemptId: data.attemptId,
          codBseUsuario: data.codBseUsuario!,
          details: detailsOf(data),
        },
      };
    case 'Senha incorreta': {
      const at = Date.parse(data.at);
      const failures = [...state.failures.filter((t) => at - t < LOCK_WINDOW_MS), at];
      // A lock starts a fresh count: once it ends, five new failures are needed for the next one.
      return failures.length >= LOCK_THRESHOLD
        ? { ...state, failures: [], lockedUntil: at + LOCK_DURATION_MS }
        : { ...state, failures };
    }
    // Blocked attempts do not extend the lock; the other refusals came with the right password.
    case 'Bloqueado':
    case 'Usuário desativado':
    case 'Sem permissão':
      return state;
    default:
      return assertNever(data.txtObservacao);
  }
}

/** The access stream of one login: its attempts, the lockout, and the client details of its last success. */
export const accessDecider: Decider<AccessCommand, AccessState, AccessEvent> = {
  initialState: () => ({ failures: [], lockedUntil: null, lastSuccess: null }),

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
        const txtObservacao = note(command, state, context.now);
        return [
          {
            type: 'LoginAttempted',
            data: {
              attemptId: command.attemptId,
              cstLogin: command.cstLogin,
              codBseUsuario: command.user?.codBseUsuario ?? null,
              indSucesso: txtObservacao === 'Sucesso' ? 'S' : 'N',
              txtObservacao,
              httpStatus: NOTES[txtObservacao],
              ...command.client,
              at: context.now.toISOString(),
            },
          },
        ];
      }

      case 'AddClientDetails': {
        // Only the caller's own last sign-in: whatever ids a client sends, it cannot touch another's record.
        const last = state.lastSuccess;
        if (!last || last.codBseUsuario !== command.codBseUsuario)
          throw new DomainError('access.noAttempt', 404);
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
