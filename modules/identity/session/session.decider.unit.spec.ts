import { describe, expect, it } from 'vitest';
import { sessionDecider, sessionEffect } from './session.decider.js';
import type { UserEvent } from '../user/user.events.js';

const context = { now: new Date('2026-11-23T10:00:00Z'), actor: null };

describe('session decider', () => {
  it('records a sign-out of one token, with its expiry', () => {
    expect(
      sessionDecider.decide(
        { type: 'SignOut', codBseUsuario: 7, jti: 'j-1', expiresAt: new Date('2026-11-23T22:00:00Z') },
        null,
        context,
      ),
    ).toEqual([
      { type: 'SignedOut', data: { codBseUsuario: 7, jti: 'j-1', expiresAt: '2026-11-23T22:00:00.000Z' } },
    ]);
  });

  it('records a sign-out everywhere', () => {
    expect(sessionDecider.decide({ type: 'SignOutEverywhere', codBseUsuario: 7 }, null, context)).toEqual([
      { type: 'SignedOutEverywhere', data: { codBseUsuario: 7 } },
    ]);
  });
});

describe('what an event does to the sessions', () => {
  const user = (event: UserEvent) => sessionEffect(event);

  it('revokes on deletion, deactivation, a new password and a sign-out everywhere', () => {
    expect(user({ type: 'UserDeleted', data: { codBseUsuario: 7, cstLogin: 'X' } })).toEqual({
      kind: 'revoked',
      userId: 7,
      status: 'deleted',
    });
    expect(user({ type: 'UserDeactivated', data: { codBseUsuario: 7 } })).toEqual({
      kind: 'revoked',
      userId: 7,
      status: 'inactive',
    });
    expect(user({ type: 'UserPasswordChanged', data: { codBseUsuario: 7, passwordHash: 'h' } })).toEqual({
      kind: 'revoked',
      userId: 7,
    });
    expect(sessionEffect({ type: 'SignedOutEverywhere', data: { codBseUsuario: 7 } })).toEqual({
      kind: 'revoked',
      userId: 7,
    });
  });

  it('revokes when an administrator changes the profile or the placement, not the name', () => {
    for (const change of [{ codBsePerfil: 5 }, { codBseEscola: 2 }, { codBseUnidade: 3 }, { turmas: [4] }])
      expect(user({ type: 'UserUpdated', data: { codBseUsuario: 7, ...change } })).toEqual({
        kind: 'revoked',
        userId: 7,
      });
    expect(user({ type: 'UserUpdated', data: { codBseUsuario: 7, nomUsuario: 'Ana' } })).toBeNull();
    expect(user({ type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: 'f' } })).toBeNull();
  });

  it('ends one token on a sign-out, and reactivation revokes nothing', () => {
    expect(
      sessionEffect({
        type: 'SignedOut',
        data: { codBseUsuario: 7, jti: 'j', expiresAt: '2026-11-23T22:00:00Z' },
      }),
    ).toEqual({ kind: 'tokenEnded', userId: 7, jti: 'j', expiresAt: '2026-11-23T22:00:00Z' });
    expect(user({ type: 'UserReactivated', data: { codBseUsuario: 7 } })).toEqual({
      kind: 'reactivated',
      userId: 7,
    });
  });
});
