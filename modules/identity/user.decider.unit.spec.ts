import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext, type Profile } from '@school/modules/kernel';
import { assertOwnActiveUser, userDecider, type UserCommand } from './user.decider.js';
import type { UserCreatedData, UserEvent } from './user.events.js';
import { refusal } from '@school/modules/testing';

const context: DecisionContext = { now: new Date('2026-11-22T10:00:00Z'), actor: null };
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

function given(events: UserEvent[]) {
  return {
    when:
      (command: UserCommand, by: DecisionContext = context) =>
      () =>
        userDecider.decide(command, fold(userDecider, events), by),
  };
}

describe('user decider', () => {
  it('creates a user once', () => {
    expect(given([]).when({ type: 'CreateUser', data: data() })()).toEqual([created()]);
  });

  it('treats the same creation again as a retry', () => {
    expect(
      given([created()]).when({ type: 'CreateUser', data: { ...data(), passwordHash: 'other' } })(),
    ).toEqual([]);
  });

  it('refuses another user on a taken id', () => {
    const error = refusal(given([created()]).when({ type: 'CreateUser', data: data(7, 'OTHER-0001') }));
    expect([error.code, error.status]).toEqual(['generic.conflict', 409]);
  });

  it('changes the password, and the state keeps the new hash', () => {
    const events = given([created()]).when({
      type: 'ChangePassword',
      codBseUsuario: 7,
      passwordHash: 'new',
    })();
    expect(events).toEqual([
      { type: 'UserPasswordChanged', data: { codBseUsuario: 7, passwordHash: 'new' } },
    ]);
    expect(fold(userDecider, [created(), ...events])).toMatchObject({
      status: 'active',
      user: { passwordHash: 'new' },
    });
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    const off = given([created()]).when({ type: 'DeactivateUser', codBseUsuario: 7 })();
    expect(off).toEqual([{ type: 'UserDeactivated', data: { codBseUsuario: 7 } }]);
    expect(fold(userDecider, [created(), ...off]).status).toBe('inactive');
    expect(given([created(), ...off]).when({ type: 'DeactivateUser', codBseUsuario: 7 })()).toEqual([]);
    const on = given([created(), ...off]).when({ type: 'ReactivateUser', codBseUsuario: 7 })();
    expect(on).toEqual([{ type: 'UserReactivated', data: { codBseUsuario: 7 } }]);
    expect(given([created()]).when({ type: 'ReactivateUser', codBseUsuario: 7 })()).toEqual([]);
  });

  it('never deactivates user 1', () => {
    const error = refusal(
      given([created(1, 'ADMN-0001')]).when({ type: 'DeactivateUser', codBseUsuario: 1 }),
    );
    expect([error.code, error.status]).toEqual(['user.protected', 403]);
  });

  it('does not change a user that does not exist', () => {
    expect(refusal(given([]).when({ type: 'DeactivateUser', codBseUsuario: 9 })).status).toBe(404);
    expect(refusal(given([]).when({ type: 'ReactivateUser', codBseUsuario: 9 })).status).toBe(404);
    expect(
      refusal(given([]).when({ type: 'ChangePassword', codBseUsuario: 9, passwordHash: 'x' })).status,
    ).toBe(404);
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
    const events = given([created()]).when(change(), by(7))();
    expect(events).toEqual([
      { type: 'UserPasswordChanged', data: { codBseUsuario: 7, passwordHash: 'new-hash' } },
    ]);
    expect(fold(userDecider, [created(), ...events])).toMatchObject({ user: { passwordHash: 'new-hash' } });
  });

  it('refuses a wrong current password with 400 password.currentWrong', () => {
    const error = refusal(given([created()]).when(change({ currentPasswordMatched: false }), by(7)));
    expect([error.code, error.status]).toEqual(['password.currentWrong', 400]);
  });

  it('refuses when the password changed after it was checked (a concurrent change)', () => {
    const changed: UserEvent = {
      type: 'UserPasswordChanged',
      data: { codBseUsuario: 7, passwordHash: 'other' },
    };
    const error = refusal(given([created(), changed]).when(change(), by(7)));
    expect([error.code, error.status]).toEqual(['generic.conflict', 409]);
  });

  it('is for the user themself only', () => {
    const other = refusal(given([created()]).when(change(), by(8, 1)));
    expect([other.code, other.status]).toEqual(['generic.forbidden', 403]);
    const nobody = refusal(given([created()]).when(change(), context));
    expect([nobody.code, nobody.status]).toEqual(['generic.forbidden', 403]);
  });

  it('refuses a deactivated user with 410 and an unknown one with 404', () => {
    const off: UserEvent = { type: 'UserDeactivated', data: { codBseUsuario: 7 } };
    const deactivated = refusal(given([created(), off]).when(change(), by(7)));
    expect([deactivated.code, deactivated.status]).toEqual(['login.deactivated', 410]);
    expect(refusal(given([]).when(change(), by(7))).status).toBe(404);
  });
});

describe('user decider: own avatar (profile settings)', () => {
  const change = (imgAvatar = FILE_ID): UserCommand => ({
    type: 'ChangeOwnAvatar',
    codBseUsuario: 7,
    imgAvatar,
  });

  it('records the new avatar, and the state keeps it', () => {
    const events = given([created()]).when(change(), by(7))();
    expect(events).toEqual([{ type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: FILE_ID } }]);
    expect(fold(userDecider, [created(), ...events])).toMatchObject({
      status: 'active',
      user: { imgAvatar: FILE_ID, passwordHash: OLD_HASH },
    });
  });

  it('replaces an earlier avatar, and records nothing for the same one again', () => {
    const first: UserEvent = { type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: 'earlier' } };
    expect(given([created(), first]).when(change(), by(7))()).toEqual([
      { type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: FILE_ID } },
    ]);
    expect(given([created(), first]).when(change('earlier'), by(7))()).toEqual([]);
  });

  it('is for the active user themself only', () => {
    expect(refusal(given([created()]).when(change(), by(1, 1))).status).toBe(403);
    const off: UserEvent = { type: 'UserDeactivated', data: { codBseUsuario: 7 } };
    expect(refusal(given([created(), off]).when(change(), by(7))).status).toBe(410);
    expect(refusal(given([]).when(change(), by(7))).status).toBe(404);
  });

  it('checks the same rule up front, so a caller can refuse before storing the image', () => {
    const state = fold(userDecider, [created()]);
    expect(() => assertOwnActiveUser(state, 7, by(7))).not.toThrow();
    expect(refusal(() => assertOwnActiveUser(state, 7, by(8))).code).toBe('generic.forbidden');
  });
});
