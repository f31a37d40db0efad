import { assertNever, DomainError, type DecisionContext, type Decider } from '@school/modules/kernel';
import { PROTECTED_USER_ID, type UserCreatedData, type UserEvent } from './user.events.js';

export type UserCommand =
  | { type: 'CreateUser'; data: UserCreatedData }
  | { type: 'ChangePassword'; codBseUsuario: number; passwordHash: string }
  /**
   * The profile settings' password change, by the user themself. The caller verifies the
   * current password (argon2, outside the pure decider) against `checkedHash`, the hash the
   * state held when it read it, and hashes the new one.
   */
  | {
      type: 'ChangeOwnPassword';
      codBseUsuario: number;
      currentPasswordMatched: boolean;
      checkedHash: string | null;
      passwordHash: string;
    }
  /** The profile settings' avatar, by the user themself: `imgAvatar` is an uploaded image's id. */
  | { type: 'ChangeOwnAvatar'; codBseUsuario: number; imgAvatar: string }
  | { type: 'DeactivateUser'; codBseUsuario: number }
  | { type: 'ReactivateUser'; codBseUsuario: number };

export type UserState = { status: 'absent' } | { status: 'active' | 'inactive'; user: UserCreatedData };

/**
 * The rule of every own-settings command: only the user themself, and only while active (a
 * token outlives a deactivation: 410, as for the own data). Exported so a caller can refuse
 * before doing costly work (storing an image) that the decision would then throw away.
 */
export function assertOwnActiveUser(
  state: UserState,
  codBseUsuario: number,
  context: DecisionContext,
): asserts state is UserState & { status: 'active' } {
  if (context.actor?.userId !== codBseUsuario) throw new DomainError('generic.forbidden', 403);
  if (state.status === 'absent') throw new DomainError('generic.notFound', 404);
  if (state.status === 'inactive') throw new DomainError('login.deactivated', 410);
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', user: event.data };
      case 'UserPasswordChanged':
        return state.status === 'absent'
          ? state
          : { ...state, user: { ...state.user, passwordHash: event.data.passwordHash } };
      case 'UserAvatarChanged':
        return state.status === 'absent'
          ? state
          : { ...state, user: { ...state.user, imgAvatar: event.data.imgAvatar } };
      case 'UserDeactivated':
        return state.status === 'absent' ? state : { ...state, status: 'inactive' };
      case 'UserReactivated':
        return state.status === 'absent' ? state : { ...state, status: 'active' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state, context) => {
    switch (command.type) {
      case 'CreateUser':
        if (state.status === 'absent') return [{ type: 'UserCreated', data: command.data }];
        // The same login again on the same id is a retried creation (the first-start bootstrap).
        if (state.user.cstLogin === command.data.cstLogin) return [];
        throw new DomainError('generic.conflict', 409);

      case 'ChangePassword':
        if (state.status === 'absent') throw new DomainError('generic.notFound', 404);
        return [
          {
            type: 'UserPasswordChanged',
            data: { codBseUsuario: command.codBseUsuario, passwordHash: command.passwordHash },
          },
        ];

      case 'ChangeOwnPassword':
        assertOwnActiveUser(state, command.codBseUsuario, context);
        if (!command.currentPasswordMatched) throw new DomainError('password.currentWrong', 400);
        // The password changed between the check and this decision (a concurrent change).
        if (state.user.passwordHash !== command.checkedHash) throw new DomainError('generic.conflict', 409);
        return [
          {
            type: 'UserPasswordChanged',
            data: { codBseUsuario: command.codBseUsuario, passwordHash: command.passwordHash },
          },
        ];

      case 'ChangeOwnAvatar':
        assertOwnActiveUser(state, command.codBseUsuario, context);
        return state.user.imgAvatar === command.imgAvatar
          ? []
          : [
              {
                type: 'UserAvatarChanged',
                data: { codBseUsuario: command.codBseUsuario, imgAvatar: command.imgAvatar },
              },
            ];

      case 'DeactivateUser':
        if (command.codBseUsuario === PROTECTED_USER_ID) throw new DomainError('user.protected', 403);
        if (state.status === 'absent') throw new DomainError('generic.notFound', 404);
        return state.status === 'inactive'
          ? []
          : [{ type: 'UserDeactivated', data: { codBseUsuario: command.codBseUsuario } }];

      case 'ReactivateUser':
        if (state.status === 'absent') throw new DomainError('generic.notFound', 404);
        return state.status === 'active'
          ? []
          : [{ type: 'UserReactivated', data: { codBseUsuario: command.codBseUsuario } }];

      default:
        return assertNever(command);
    }
  },
};
