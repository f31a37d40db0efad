import { describe, expect, it } from 'vitest';
import { DomainError, fold, type DecisionContext } from '@school/modules/kernel';
import { userDecider, type UserCommand } from './user.decider.js';
import type { UserCreatedData, UserEvent } from './user.events.js';

const context: DecisionContext = { now: new Date('2026-11-22T10:00:00Z'), actor: null };

const data = (id = 7, login = 'ESAZ-0007'): UserCreatedData => ({
  codBseUsuario: id,
  cstLogin: login,
  nomUsuario: 'Ana',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  codBsePerfil: 6,
  codBseEscola: 3,
  codBseUnidade: 4,
  turmas: [11],
  imgAvatar: null,
});
const created = (id = 7, login = 'ESAZ-0007'): UserEvent => ({ type: 'UserCreated', data: data(id, login) });

function given(events: UserEvent[]) {
  return {
    when: (command: UserCommand) => () => userDecider.decide(command, fold(userDecider, events), context),
  };
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
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
