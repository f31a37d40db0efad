import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext, type Profile } from '@school/modules/kernel';
import { deciderSpec, refusal } from '@school/modules/testing';
import { assertOwnActiveUser, userDecider, type UserCommand } from './user.decider.js';
import type { UserCreatedData, UserEvent } from './user.events.js';

const context: DecisionContext = { now: new Date('2026-11-22T10:00:00Z'), actor: null };
const spec = deciderSpec(userDecider, context);
/** The decision made by a signed-in user (the own-settings commands need one). */
const by = (userId: number, profile: Profile = 6): DecisionContext => ({
  ...context,
  actor: { userId, profile, schoolId: 3, unitId: 4 },
});
const OLD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const FILE_ID = '0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f';

const data = (id = 7, login = 'ESAZ-0007'): UserCreatedData => ({
  codBseUsuario: id,
  cstLogin: login,
  nomUsuario: 'Ana',
  passwordHash: OLD_HASH,
  codBsePerfil: 6,
  codBseEscola: 3,
  codBseUnidade: 4,
  turmas: [11],
  imgAvatar: null,
});
const created = (id = 7, login = 'ESAZ-0007'): UserEvent => ({ type: 'UserCreated', data: data(id, login) });
const deactivated: UserEvent = { type: 'UserDeactivated', data: { codBseUsuario: 7 } };

describe('user decider', () => {
  it('creates a user once', () => {
    spec.given([]).when({ type: 'CreateUser', data: data() }).then([created()]);
  });

  it('treats the same creation again as a retry', () => {
    spec
      .given([created()])
      .when({ type: 'CreateUser', data: { ...data(), passwordHash: 'other' } })
      .thenNothing();
  });

  it('refuses another user on a taken id', () => {
    spec
      .given([created()])
      .when({ type: 'CreateUser', data: data(7, 'OTHER-0001') })
      .thenFails('generic.conflict');
  });

  it('changes the password, and the state keeps the new hash', () => {
    const changed: UserEvent = {
      type: 'UserPasswordChanged',
      data: { codBseUsuario: 7, passwordHash: 'new' },
    };
    spec
      .given([created()])
      .when({ type: 'ChangePassword', codBseUsuario: 7, passwordHash: 'new' })
      .then([changed]);
    expect(spec.given([created(), changed]).state()).toMatchObject({
      status: 'active',
      user: { passwordHash: 'new' },
    });
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    spec.given([created()]).when({ type: 'DeactivateUser', codBseUsuario: 7 }).then([deactivated]);
    expect(spec.given([created(), deactivated]).state().status).toBe('inactive');
    spec.given([created(), deactivated]).when({ type: 'DeactivateUser', codBseUsuario: 7 }).thenNothing();
    spec
      .given([created(), deactivated])
      .when({ type: 'ReactivateUser', codBseUsuario: 7 })
      .then([{ type: 'UserReactivated', data: { codBseUsuario: 7 } }]);
    spec.given([created()]).when({ type: 'ReactivateUser', codBseUsuario: 7 }).thenNothing();
  });

  it('never deactivates user 1', () => {
    spec
      .given([created(1, 'ADMN-0001')])
      .when({ type: 'DeactivateUser', codBseUsuario: 1 })
      .thenFails('user.protected');
  });

  it('does not change a user that does not exist', () => {
    spec.given([]).when({ type: 'DeactivateUser', codBseUsuario: 9 }).thenFails('generic.notFound');
    spec.given([]).when({ type: 'ReactivateUser', codBseUsuario: 9 }).thenFails('generic.notFound');
    spec
      .given([])
      .when({ type: 'ChangePassword', codBseUsuario: 9, passwordHash: 'x' })
      .thenFails('generic.notFound');
  });
});

describe('user decider: own password (profile settings)', () => {
  const change = (extra: Partial<Extract<UserCommand, { type: 'ChangeOwnPassword' }>> = {}): UserCommand => ({
    type: 'ChangeOwnPassword',
    codBseUsuario: 7,
    currentPasswordMatched: true,
    checkedHash: OLD_HASH,
    passwordHash: 'new-hash',
    ...extra,
  });

  it('changes the password when the current one matched, and the state keeps the new hash', () => {
    const changed: UserEvent = {
      type: 'UserPasswordChanged',
      data: { codBseUsuario: 7, passwordHash: 'new-hash' },
    };
    spec.given([created()]).when(change(), by(7)).then([changed]);
    expect(spec.given([created(), changed]).state()).toMatchObject({ user: { passwordHash: 'new-hash' } });
  });

  it('refuses a wrong current password with password.currentWrong', () => {
    spec
      .given([created()])
      .when(change({ currentPasswordMatched: false }), by(7))
      .thenFails('password.currentWrong');
  });

  it('refuses when the password changed after it was checked (a concurrent change)', () => {
    const changed: UserEvent = {
      type: 'UserPasswordChanged',
      data: { codBseUsuario: 7, passwordHash: 'other' },
    };
    spec.given([created(), changed]).when(change(), by(7)).thenFails('generic.conflict');
  });

  it('is for the user themself only', () => {
    spec.given([created()]).when(change(), by(8, 1)).thenFails('generic.forbidden');
    spec.given([created()]).when(change(), context).thenFails('generic.forbidden');
  });

  it('refuses a deactivated user as deactivated and an unknown one as not found', () => {
    spec.given([created(), deactivated]).when(change(), by(7)).thenFails('login.deactivated');
    spec.given([]).when(change(), by(7)).thenFails('generic.notFound');
  });
});

describe('user decider: own avatar (profile settings)', () => {
  const change = (imgAvatar = FILE_ID): UserCommand => ({
    type: 'ChangeOwnAvatar',
    codBseUsuario: 7,
    imgAvatar,
  });

  it('records the new avatar, and the state keeps it', () => {
    const changed: UserEvent = { type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: FILE_ID } };
    spec.given([created()]).when(change(), by(7)).then([changed]);
    expect(spec.given([created(), changed]).state()).toMatchObject({
      status: 'active',
      user: { imgAvatar: FILE_ID, passwordHash: OLD_HASH },
    });
  });

  it('replaces an earlier avatar, and records nothing for the same one again', () => {
    const first: UserEvent = { type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: 'earlier' } };
    spec
      .given([created(), first])
      .when(change(), by(7))
      .then([{ type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: FILE_ID } }]);
    spec.given([created(), first]).when(change('earlier'), by(7)).thenNothing();
  });

  it('is for the active user themself only', () => {
    spec.given([created()]).when(change(), by(1, 1)).thenFails('generic.forbidden');
    spec.given([created(), deactivated]).when(change(), by(7)).thenFails('login.deactivated');
    spec.given([]).when(change(), by(7)).thenFails('generic.notFound');
  });

  it('checks the same rule up front, so a caller can refuse before storing the image', () => {
    const state = fold(userDecider, [created()]);
    expect(() => assertOwnActiveUser(state, 7, by(7))).not.toThrow();
    expect(refusal(() => assertOwnActiveUser(state, 7, by(8))).code).toBe('generic.forbidden');
  });
});
