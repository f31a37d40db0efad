import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { PROTECTED_USER_ID, type UserCreatedData, type UserEvent } from './user.events.js';

export type UserCommand =
  | { type: 'CreateUser'; data: UserCreatedData }
  | { type: 'ChangePassword'; codBseUsuario: number; passwordHash: string }
  | { type: 'DeactivateUser'; codBseUsuario: number }
  | { type: 'ReactivateUser'; codBseUsuario: number };

export type UserState = { status: 'absent' } | { status: 'active' | 'inactive'; user: UserCreatedData };

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
      case 'UserDeactivated':
        return state.status === 'absent' ? state : { ...state, status: 'inactive' };
      case 'UserReactivated':
        return state.status === 'absent' ? state : { ...state, status: 'active' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
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
