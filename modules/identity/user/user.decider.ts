import {
  assertNever,
  DomainError,
  type Actor,
  type DecisionContext,
  type Decider,
  type FieldError,
} from '@school/modules/kernel';
import {
  PROTECTED_USER_ID,
  type UserChanges,
  type UserCreatedData,
  type UserEvent,
  isUserEvent,
} from './user.events.js';
import {
  canManageProfile,
  placementErrors,
  type PlacementFacts,
  type UserPlacement,
} from './user-placement.rules.js';

export type UserCommand =
  /**
   * The system's creation (first start, seeds): no actor, no placement rules. Here and in
   * `RegisterUser`, the cross-aggregate rule that a login is unique is the caller's reservation
   * (`login`, `modules/kernel/reservation.ts`), claimed before the decision.
   */
  | { type: 'CreateUser'; data: UserCreatedData }
  /**
   * An administrator's creation (POST /api/bse_usuario): the actor may give the profile, and
   * `facts` (what the organization knows of the school, unit and classes, within the actor's
   * reach) agree with the placement.
   */
  | { type: 'RegisterUser'; data: UserCreatedData; facts: PlacementFacts }
  /**
   * An administrator's edit (PUT /api/bse_usuario/{id}). `passwordHash` and `imgAvatar` are set
   * only when the password or the avatar changes; `cstLogin`, when sent, must be the user's.
   */
  | {
      type: 'UpdateUser';
      codBseUsuario: number;
      cstLogin: string | null;
      nomUsuario: string;
      placement: UserPlacement;
      facts: PlacementFacts;
      passwordHash: string | null;
      imgAvatar: string | null;
    }
  /** `dependants`: the users the user created that still exist (they hold it in place). */
  | { type: 'DeleteUser'; codBseUsuario: number; dependants: number }
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
  | { type: 'ReactivateUser'; codBseUsuario: number }
  | EraseUserData;

/**
 * The erasure of a user's personal data, on the recorded data request `codSolicitacao` (issue
 * 32): `lastActiveGestor`, from the user directory, says the user is its school's last active
 * Gestor (a school is never left without one).
 */
export interface EraseUserData {
  type: 'EraseUserData';
  codBseUsuario: number;
  codSolicitacao: number;
  lastActiveGestor: boolean;
}

/**
 * A deleted user keeps its data in the state (the stream is the audit), but no command finds it;
 * nor one whose personal data was erased (its fields then read "Dados removidos").
 */
export type UserState =
  { status: 'absent' } | { status: 'active' | 'inactive' | 'deleted' | 'erased'; user: UserCreatedData };

export type PresentUserState = UserState & { status: 'active' | 'inactive' };

export function isPresent(state: UserState): state is PresentUserState {
  return state.status === 'active' || state.status === 'inactive';
}

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
  if (context.actor?.userId !== codBseUsuario) throw new DomainError('generic.forbidden');
  if (!isPresent(state)) throw new DomainError('generic.notFound');
  if (state.status === 'inactive') throw new DomainError('login.deactivated');
}

function assertPresent(state: UserState): asserts state is PresentUserState {
  if (!isPresent(state)) throw new DomainError('generic.notFound');
}

/**
 * An administrator acts only on users whose profile it may give (a Gestor never on another
 * Gestor). Without an actor it is the system (first start, seeds, jobs), which may do anything.
 * Whether the user is within the actor's scope is the caller's check (404 outside it).
 */
function assertManageable(user: UserCreatedData, actor: Actor | null): void {
  if (actor && !canManageProfile(actor.profile, user.codBsePerfil))
    throw new DomainError('generic.forbidden');
}

/** Deleting or deactivating oneself would lock the administrator out by mistake. */
function assertNotSelf(codBseUsuario: number, actor: Actor | null): void {
  if (actor?.userId === codBseUsuario) throw new DomainError('user.self');
}

/**
 * The rules of an erasure, also run by the caller before it records the request (a refused
 * erasure leaves nothing behind): never the Master, never oneself, only a user whose profile the
 * actor may give (a Gestor never another Gestor), never twice, never a school's last active Gestor.
 */
export function assertErasable(state: UserState, command: EraseUserData, actor: Actor | null): void {
  if (command.codBseUsuario === PROTECTED_USER_ID) throw new DomainError('user.erasureProtected');
  if (state.status === 'erased') throw new DomainError('privacy.alreadyErased');
  assertPresent(state);
  if (actor?.userId === command.codBseUsuario) throw new DomainError('user.selfErasure');
  assertManageable(state.user, actor);
  if (command.lastActiveGestor) throw new DomainError('user.lastGestor');
}

function refuseInvalid(errors: FieldError[]): void {
  if (errors.length) throw new DomainError('generic.invalid', { errors: errors });
}

/**
 * The checks of an administrator's creation, also run by the caller before it claims the login
 * (so an invalid form is a 400 that leaves no reservation behind).
 */
export function assertRegistrable(data: UserCreatedData, facts: PlacementFacts, actor: Actor | null): void {
  if (!actor) throw new DomainError('generic.forbidden');
  refuseInvalid(placementErrors(data, facts, actor.profile));
}

/** The fields of an edit that differ from the user's. */
export function userChanges(
  user: UserCreatedData,
  nomUsuario: string,
  placement: UserPlacement,
): UserChanges {
  const changes: UserChanges = {};
  if (user.nomUsuario !== nomUsuario) changes.nomUsuario = nomUsuario;
  if (user.codBsePerfil !== placement.codBsePerfil) changes.codBsePerfil = placement.codBsePerfil;
  if (user.codBseEscola !== placement.codBseEscola) changes.codBseEscola = placement.codBseEscola;
  if (user.codBseUnidade !== placement.codBseUnidade) changes.codBseUnidade = placement.codBseUnidade;
  const sorted = (ids: readonly number[]) => JSON.stringify([...ids].sort((a, b) => a - b));
  if (sorted(user.turmas) !== sorted(placement.turmas)) changes.turmas = placement.turmas;
  return changes;
}

function decideUpdate(
  command: Extract<UserCommand, { type: 'UpdateUser' }>,
  state: UserState,
  actor: Actor | null,
): UserEvent[] {
  const id = command.codBseUsuario;
  if (id === PROTECTED_USER_ID) throw new DomainError('user.protectedEdit');
  assertPresent(state);
  if (!actor) throw new DomainError('generic.forbidden');
  assertManageable(state.user, actor);
  const errors = placementErrors(command.placement, command.facts, actor.profile);
  if (command.cstLogin !== null && command.cstLogin !== state.user.cstLogin)
    errors.unshift({ field: 'cstLogin', code: 'user.loginLocked' });
  refuseInvalid(errors);
  const events: UserEvent[] = [];
  const changes = userChanges(state.user, command.nomUsuario, command.placement);
  if (Object.keys(changes).length)
    events.push({ type: 'UserUpdated', data: { codBseUsuario: id, ...changes } });
  if (command.passwordHash !== null)
    events.push({
      type: 'UserPasswordChanged',
      data: { codBseUsuario: id, passwordHash: command.passwordHash },
    });
  if (command.imgAvatar !== null && command.imgAvatar !== state.user.imgAvatar)
    events.push({ type: 'UserAvatarChanged', data: { codBseUsuario: id, imgAvatar: command.imgAvatar } });
  return events;
}

function withUser(state: UserState, change: (user: UserCreatedData) => UserCreatedData): UserState {
  return state.status === 'absent' ? state : { ...state, user: change(state.user) };
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  isEvent: isUserEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', user: event.data };
      case 'UserUpdated': {
        const { codBseUsuario: _, ...changes } = event.data;
        return withUser(state, (user) => ({ ...user, ...changes }));
      }
      case 'UserPasswordChanged':
        return withUser(state, (user) => ({ ...user, passwordHash: event.data.passwordHash }));
      case 'UserAvatarChanged':
        return withUser(state, (user) => ({ ...user, imgAvatar: event.data.imgAvatar }));
      case 'UserDeactivated':
        return isPresent(state) ? { ...state, status: 'inactive' } : state;
      case 'UserReactivated':
        return isPresent(state) ? { ...state, status: 'active' } : state;
      case 'UserDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      case 'PersonalDataErased':
        return state.status === 'absent' ? state : { ...state, status: 'erased' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state, context) => {
    switch (command.type) {
      case 'CreateUser':
      case 'RegisterUser':
        if (command.type === 'RegisterUser') assertRegistrable(command.data, command.facts, context.actor);
        if (state.status === 'absent') return [{ type: 'UserCreated', data: command.data }];
        // The same login again on the same id is a retried creation (the first-start bootstrap).
        if (state.user.cstLogin === command.data.cstLogin && isPresent(state)) return [];
        throw new DomainError('generic.conflict');

      case 'UpdateUser':
        return decideUpdate(command, state, context.actor);

      case 'DeleteUser':
        if (command.codBseUsuario === PROTECTED_USER_ID) throw new DomainError('user.protected');
        assertPresent(state);
        assertNotSelf(command.codBseUsuario, context.actor);
        assertManageable(state.user, context.actor);
        if (command.dependants > 0) throw new DomainError('user.hasDependants');
        return [
          {
            type: 'UserDeleted',
            data: { codBseUsuario: command.codBseUsuario, cstLogin: state.user.cstLogin },
          },
        ];

      case 'ChangePassword':
        assertPresent(state);
        return [
          {
            type: 'UserPasswordChanged',
            data: { codBseUsuario: command.codBseUsuario, passwordHash: command.passwordHash },
          },
        ];

      case 'ChangeOwnPassword':
        assertOwnActiveUser(state, command.codBseUsuario, context);
        if (!command.currentPasswordMatched) throw new DomainError('password.currentWrong');
        // The password changed between the check and this decision (a concurrent change).
        if (state.user.passwordHash !== command.checkedHash) throw new DomainError('generic.conflict');
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
        if (command.codBseUsuario === PROTECTED_USER_ID) throw new DomainError('user.protected');
        assertPresent(state);
        assertNotSelf(command.codBseUsuario, context.actor);
        assertManageable(state.user, context.actor);
        return state.status === 'inactive'
          ? []
          : [{ type: 'UserDeactivated', data: { codBseUsuario: command.codBseUsuario } }];

      case 'ReactivateUser':
        assertPresent(state);
        assertManageable(state.user, context.actor);
        return state.status === 'active'
          ? []
          : [{ type: 'UserReactivated', data: { codBseUsuario: command.codBseUsuario } }];

      case 'EraseUserData':
        assertErasable(state, command, context.actor);
        return [
          {
            type: 'PersonalDataErased',
            data: { codBseUsuario: command.codBseUsuario, codSolicitacao: command.codSolicitacao },
          },
        ];

      default:
        return assertNever(command);
    }
  },
};
