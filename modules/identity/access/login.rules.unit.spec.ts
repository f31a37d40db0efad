import { describe, expect, it } from 'vitest';
import type { AccessEvent } from './access.events.js';
import type { LockLimits, LoginUser } from './access.decider.js';
import { decideLogin } from './login.rules.js';

const T0 = Date.parse('2026-11-22T10:00:00Z');
/** Minutes after T0. */
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

const aluno: LoginUser = { codBseUsuario: 7, codBsePerfil: 6, active: true };
const chrome = {
  nomSo: 'Windows',
  txtVersaoSo: '10',
  nomNavegador: 'Chrome',
  txtVersaoNavegador: '131.0.0.0',
  ip: '10.0.0.9',
};

interface Attempt {
  user?: LoginUser | null;
  passwordMatched: boolean;
  now: Date;
  /** The client's address; the default one otherwise. */
  ip?: string;
  limits?: LockLimits;
  addressThrottledUntil?: number | null;
}

let ids = 0;
function attempt(
  events: readonly AccessEvent[],
  { user = aluno, passwordMatched, now, ip, limits, addressThrottledUntil }: Attempt,
) {
  return decideLogin({
    attempts: events,
    attemptId: `a-${++ids}`,
    cstLogin: 'ESAZ-0007',
    user,
    passwordMatched,
    client: { ...chrome, ...(ip ? { ip } : {}) },
    now,
    limits,
    addressThrottledUntil,
  });
}

/** Given the attempts so far (each decided by the rule itself), when one more comes. */
function given(...history: Attempt[]) {
  const events: AccessEvent[] = [];
  for (const step of history) events.push(attempt(events, step).event);
  return { events, when: (next: Attempt) => attempt(events, next) };
}

const wrong = (minute: number, user: LoginUser | null = aluno): Attempt => ({
  user,
  passwordMatched: false,
  now: at(minute),
});
const right = (minute: number, user: LoginUser | null = aluno): Attempt => ({
  user,
  passwordMatched: true,
  now: at(minute),
});
const failures = (count: number, from = 0, user: LoginUser | null = aluno) =>
  Array.from({ length: count }, (_, i) => wrong(from + i, user));

describe('login decision', () => {
  it('signs in with the right password: Sucesso, 202, with client and ip recorded', () => {
    const { event, outcome } = given().when(right(0));
    expect(event).toEqual({
      type: 'LoginAttempted',
      data: {
        attemptId: expect.any(String),
        cstLogin: 'ESAZ-0007',
        codBseUsuario: 7,
        outcome: 'signedIn',
        ...chrome,
        at: '2026-11-22T10:00:00.000Z',
      },
    });
    expect(outcome).toEqual({ kind: 'signedIn', codBseUsuario: 7 });
  });

  it('refuses a wrong password: Senha incorreta, 401, the account recorded for the auditors', () => {
    const { event, outcome } = given().when(wrong(0));
    expect(event.data).toMatchObject({
      codBseUsuario: 7,
      outcome: 'wrongPassword',
    });
    expect(outcome).toEqual({ kind: 'refused', code: 'login.invalidCredentials' });
  });

  it('refuses an unknown login exactly like a wrong password', () => {
    const { event, outcome } = given().when({ user: null, passwordMatched: false, now: at(0) });
    expect(event.data).toMatchObject({
      codBseUsuario: null,
      outcome: 'wrongPassword',
    });
    expect(outcome).toMatchObject({ code: 'login.invalidCredentials' });
  });

  it('refuses a deactivated user with the right password: deactivated, login.deactivated', () => {
    const { event, outcome } = given().when(right(0, { ...aluno, active: false }));
    expect(event.data).toMatchObject({
      outcome: 'deactivated',
    });
    expect(outcome).toEqual({ kind: 'refused', code: 'login.deactivated' });
  });

  it('does not tell a guesser that an account is deactivated', () => {
    const { event } = given().when(wrong(0, { ...aluno, active: false }));
    expect(event.data.outcome).toBe('wrongPassword');
  });

  it('refuses a profile without web-portal permission: noWebPermission, login.noWebPermission', () => {
    const { event, outcome } = given().when(right(0, { codBseUsuario: 9, codBsePerfil: 8, active: true }));
    expect(event.data).toMatchObject({ outcome: 'noWebPermission' });
    expect(outcome).toEqual({ kind: 'refused', code: 'login.noWebPermission' });
  });
});

describe('lockout', () => {
  it('still lets the right password in after 4 failures', () => {
    expect(given(...failures(4)).when(right(4)).outcome.kind).toBe('signedIn');
  });

  it('answers the 5th failure as a wrong password, and locks from it', () => {
    const { events, when } = given(...failures(4));
    expect(attempt(events, wrong(4)).event.data.outcome).toBe('wrongPassword');
    const next = given(...failures(5)).when(wrong(5));
    expect(next.event.data).toMatchObject({ outcome: 'locked' });
    expect(when(right(4)).outcome.kind).toBe('signedIn');
  });

  it('refuses even the right password while locked, with the whole minutes left (15 from the 5th failure)', () => {
    const { event, outcome } = given(...failures(5)).when(right(4));
    expect(event.data).toMatchObject({ codBseUsuario: 7, outcome: 'locked' });
    expect(outcome).toEqual({
      kind: 'refused',
      code: 'login.locked',
      params: { minutes: 15 },
    });
  });

  it('rounds the minutes left up, and says at least 1', () => {
    // 5th failure at minute 4: locked until minute 19.
    expect(given(...failures(5)).when(right(10.5)).outcome).toMatchObject({ params: { minutes: 9 } });
    expect(given(...failures(5)).when(right(18.99)).outcome).toMatchObject({ params: { minutes: 1 } });
  });

  it('lets the login in again 15 minutes after the 5th failure, not a moment earlier', () => {
    expect(given(...failures(5)).when(right(19 - 1 / 60_000)).event.data.outcome).toBe('locked');
    expect(given(...failures(5)).when(right(19)).outcome.kind).toBe('signedIn');
  });

  it('does not extend the lock with blocked attempts', () => {
    const blocked = Array.from({ length: 10 }, (_, i) => right(5 + i));
    const { events, when } = given(...failures(5), ...blocked);
    expect(events.slice(5).every((e) => e.type === 'LoginAttempted' && e.data.outcome === 'locked')).toBe(
      true,
    );
    expect(when(right(19)).outcome.kind).toBe('signedIn');
  });

  it('counts only failures within 15 minutes of each other', () => {
    // 0, 1, 2, 3 and 15: the first is exactly 15 minutes old and no longer counts.
    expect(given(wrong(0), wrong(1), wrong(2), wrong(3), wrong(15)).when(right(15.1)).outcome.kind).toBe(
      'signedIn',
    );
    expect(
      given(wrong(0), wrong(1), wrong(2), wrong(3), wrong(14.99)).when(right(15)).event.data.outcome,
    ).toBe('locked');
  });

  it('starts the count again after a success', () => {
    const history = [...failures(4), right(4), ...failures(4, 5)];
    expect(given(...history).when(right(9)).outcome.kind).toBe('signedIn');
    expect(given(...history, wrong(9)).when(right(10)).event.data.outcome).toBe('locked');
  });

  it('starts the count again when a lock ends', () => {
    expect(given(...failures(5), wrong(19)).when(right(19.5)).outcome.kind).toBe('signedIn');
  });

  it('locks logins nobody has too, so guessing does not reveal which exist', () => {
    const { event, outcome } = given(...failures(5, 0, null)).when({
      user: null,
      passwordMatched: false,
      now: at(5),
    });
    expect(event.data).toMatchObject({ codBseUsuario: null, outcome: 'locked' });
    expect(outcome).toMatchObject({ code: 'login.locked', params: { minutes: 14 } });
  });

  it('does not count refusals that came with the right password', () => {
    const inactive = { ...aluno, active: false };
    const refusals = Array.from({ length: 6 }, (_, i) => right(i, inactive));
    expect(given(...refusals).when(right(6, inactive)).event.data.outcome).toBe('deactivated');
  });
});

describe('lockout per login and client address', () => {
  const stranger = '203.0.113.50';
  const owner = '198.51.100.7';
  const from = (ip: string, a: Attempt): Attempt => ({ ...a, ip });

  it("does not let a stranger's wrong guesses lock the owner out from another address", () => {
    const history = failures(5).map((a) => from(stranger, a));
    expect(given(...history).when(from(stranger, right(5))).event.data.outcome).toBe('locked');
    expect(given(...history).when(from(owner, right(5))).outcome.kind).toBe('signedIn');
  });

  it('keeps the stranger locked when the owner signs in from elsewhere', () => {
    const history = [...failures(5).map((a) => from(stranger, a)), from(owner, right(5))];
    expect(given(...history).when(from(stranger, right(6))).event.data.outcome).toBe('locked');
  });

  it('records until when the threshold-reaching failure locked the pair', () => {
    const { event } = given(...failures(4)).when(wrong(4));
    expect(event.data.lockedUntil).toBe(at(19).toISOString());
    expect(given(...failures(3)).when(wrong(3)).event.data.lockedUntil).toBeUndefined();
  });

  it('follows configured limits', () => {
    const limits: LockLimits = { threshold: 3, windowMs: 60_000, durationMs: 120_000 };
    const history = [wrong(0), wrong(0.2), wrong(0.4)].map((a) => ({ ...a, limits }));
    const locked = given(...history).when({ ...right(1), limits });
    expect(locked.outcome).toMatchObject({ code: 'login.locked', params: { minutes: 2 } });
    expect(given(...history).when({ ...right(2.4), limits }).outcome.kind).toBe('signedIn');
  });

  it('refuses a throttled address without checking the password, with the minutes left', () => {
    const { event, outcome } = given().when({ ...right(0), addressThrottledUntil: at(10).getTime() });
    expect(event.data).toMatchObject({ outcome: 'locked', codBseUsuario: 7 });
    expect(outcome).toEqual({
      kind: 'refused',
      code: 'login.locked',
      params: { minutes: 10 },
    });
    expect(given().when({ ...right(0), addressThrottledUntil: at(-1).getTime() }).outcome.kind).toBe(
      'signedIn',
    );
  });
});
