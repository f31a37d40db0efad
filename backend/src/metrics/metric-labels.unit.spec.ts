import { describe, expect, it } from 'vitest';
import { ACCESS_OUTCOMES } from '@school/modules/identity';
import { commandName, commandOutcome, SIGN_IN_OUTCOMES, signInOutcome } from './metric-labels.js';

describe('signInOutcome', () => {
  const known = { knownLogin: true, pairLocked: false };

  it('tells an unknown login from a wrong password, which the access log records alike', () => {
    expect(signInOutcome('wrongPassword', known)).toBe('wrongPassword');
    expect(signInOutcome('wrongPassword', { knownLogin: false, pairLocked: false })).toBe('unknownLogin');
  });

  it('tells a locked login-and-address pair from a throttled address, both recorded as locked', () => {
    expect(signInOutcome('locked', { knownLogin: true, pairLocked: true })).toBe('locked');
    expect(signInOutcome('locked', { knownLogin: false, pairLocked: false })).toBe('throttled');
  });

  it('names every recorded outcome with one of the labels the counter starts with', () => {
    expect(signInOutcome('signedIn', known)).toBe('success');
    for (const recorded of ACCESS_OUTCOMES)
      for (const knownLogin of [true, false])
        for (const pairLocked of [true, false])
          expect(SIGN_IN_OUTCOMES).toContain(signInOutcome(recorded, { knownLogin, pairLocked }));
  });
});

describe('command labels', () => {
  it('names a command by its class, whatever it carries', () => {
    class RenameClassCommand {
      constructor(readonly id: number) {}
    }
    expect(commandName(new RenameClassCommand(7))).toBe('RenameClassCommand');
    expect(commandName(Object.create(null) as object)).toBe('unknown');
  });

  it('counts a 4xx as the caller refused and a 5xx as an error', () => {
    expect([400, 404, 409, 429].map(commandOutcome)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect([500, 503].map(commandOutcome)).toEqual(['error', 'error']);
  });
});
