import { assertNever, type Decider } from '@school/modules/kernel';
import { type SessionEvent, isSessionEvent } from './session.events.js';
import type { UserEvent } from '../user/user.events.js';

export type SessionCommand =
  | { type: 'SignOut'; codBseUsuario: number; jti: string; expiresAt: Date }
  | { type: 'SignOutEverywhere'; codBseUsuario: number };

/**
 * Sign-outs need no state: each is recorded as it comes (the pipeline appends them without an
 * expected revision). Ending a token twice is harmless: the read model keeps it once.
 */
export const sessionDecider: Decider<SessionCommand, null, SessionEvent> = {
  isEvent: isSessionEvent,
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => {
    switch (command.type) {
      case 'SignOut':
        return [
          {
            type: 'SignedOut',
            data: {
              codBseUsuario: command.codBseUsuario,
              jti: command.jti,
              expiresAt: command.expiresAt.toISOString(),
            },
          },
        ];
      case 'SignOutEverywhere':
        return [{ type: 'SignedOutEverywhere', data: { codBseUsuario: command.codBseUsuario } }];
      default:
        return assertNever(command);
    }
  },
};

/** Where a user's sessions stand after an event of the user's: what the session registry checks. */
export type SessionStatus = 'active' | 'inactive' | 'deleted';

export type SessionEffect =
  /** The user exists: its sessions start at version 0. */
  | { kind: 'opened'; userId: number }
  /** Every token made before ends (the session version goes up); `status` when it changed too. */
  | { kind: 'revoked'; userId: number; status?: SessionStatus }
  | { kind: 'reactivated'; userId: number }
  | { kind: 'tokenEnded'; userId: number; jti: string; expiresAt: string };

/**
 * What an identity event does to the user's sessions (decision 0014): deleted, deactivated, a
 * new password, a profile or school/unit/class placement changed by an administrator, or a
 * sign-out everywhere end every token; a sign-out ends one. A name or avatar change ends none.
 * (A student taken out of a class by the class's stream is a placement change too: the
 * session read model handles that organization event itself.)
 */
export function sessionEffect(event: UserEvent | SessionEvent): SessionEffect | null {
  switch (event.type) {
    case 'UserCreated':
      return { kind: 'opened', userId: event.data.codBseUsuario };
    case 'UserUpdated': {
      const { codBsePerfil, codBseEscola, codBseUnidade, turmas } = event.data;
      const placed = [codBsePerfil, codBseEscola, codBseUnidade, turmas].some((v) => v !== undefined);
      return placed ? { kind: 'revoked', userId: event.data.codBseUsuario } : null;
    }
    case 'UserPasswordChanged':
    case 'SignedOutEverywhere':
      return { kind: 'revoked', userId: event.data.codBseUsuario };
    case 'UserDeactivated':
    case 'PersonalDataErased':
      return { kind: 'revoked', userId: event.data.codBseUsuario, status: 'inactive' };
    case 'UserDeleted':
      return { kind: 'revoked', userId: event.data.codBseUsuario, status: 'deleted' };
    case 'UserReactivated':
      return { kind: 'reactivated', userId: event.data.codBseUsuario };
    case 'SignedOut':
      return {
        kind: 'tokenEnded',
        userId: event.data.codBseUsuario,
        jti: event.data.jti,
        expiresAt: event.data.expiresAt,
      };
    case 'UserAvatarChanged':
      return null;
    default:
      return assertNever(event);
  }
}
