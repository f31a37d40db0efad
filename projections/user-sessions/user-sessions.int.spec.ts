import { describe, expect, it } from 'vitest';
import type { SessionEvent, UserEvent } from '@school/modules/identity';
import type { ClassEvent } from '@school/modules/organization';
import { projectionSpec, userCreated } from '@school/test-support';
import { findUserSession, sessionChanges, userSessionsProjection } from './index.js';

type Event = UserEvent | SessionEvent | ClassEvent;

const spec = projectionSpec<Event>(userSessionsProjection, {
  streamName: 'user-X',
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

const created = (id: number): Event =>
  userCreated(id, {
    cstLogin: `ESAZ-000${id}`,
    nomUsuario: 'Ana',
    passwordHash: 'h',
    codBseEscola: 3,
    codBseUnidade: 4,
    turmas: [11],
  });
const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

describe('user sessions', () => {
  it('starts a user at version 0, active, with no ended token', async () => {
    await spec.given(created(1));
    expect(await findUserSession(spec.db, 1)).toEqual({ version: 0, status: 'active', endedTokens: [] });
    expect(await findUserSession(spec.db, 99)).toBeUndefined();
  });

  it('raises the version on each revocation, in one batch or across batches, and keeps the status', async () => {
    await spec.given(
      created(2),
      { type: 'UserUpdated', data: { codBseUsuario: 2, nomUsuario: 'Só o nome' } },
      { type: 'UserPasswordChanged', data: { codBseUsuario: 2, passwordHash: 'h2' } },
    );
    expect(await findUserSession(spec.db, 2)).toMatchObject({ version: 1, status: 'active' });
    await spec.given(
      { type: 'UserUpdated', data: { codBseUsuario: 2, turmas: [12] } },
      { type: 'ClassMemberRemoved', data: { codBseTurma: 12, codBseUsuario: 2 } },
      { type: 'SignedOutEverywhere', data: { codBseUsuario: 2 } },
    );
    expect(await findUserSession(spec.db, 2)).toMatchObject({ version: 4, status: 'active' });
    await spec.given({ type: 'UserDeactivated', data: { codBseUsuario: 2 } });
    expect(await findUserSession(spec.db, 2)).toMatchObject({ version: 5, status: 'inactive' });
    await spec.given({ type: 'UserReactivated', data: { codBseUsuario: 2 } });
    expect(await findUserSession(spec.db, 2)).toMatchObject({ version: 5, status: 'active' });
    await spec.given({ type: 'UserDeleted', data: { codBseUsuario: 2, cstLogin: 'ESAZ-0002' } });
    expect(await findUserSession(spec.db, 2)).toMatchObject({ version: 6, status: 'deleted' });
  });

  it('ends every token of an erased user and keeps it out for good, as a deactivation does', async () => {
    await spec.given(created(9));
    await spec.given({ type: 'PersonalDataErased', data: { codBseUsuario: 9, codSolicitacao: 4 } });
    expect(await findUserSession(spec.db, 9)).toMatchObject({ version: 1, status: 'inactive' });
    const batch = [
      spec.recorded({ type: 'PersonalDataErased', data: { codBseUsuario: 9, codSolicitacao: 4 } }),
    ];
    expect(sessionChanges(batch)).toEqual({ users: [9], everyToken: [9], tokens: [] });
  });

  it('keeps signed-out tokens until they expire, once each', async () => {
    await spec.given(
      created(3),
      { type: 'SignedOut', data: { codBseUsuario: 3, jti: 'j-live', expiresAt: FUTURE } },
      { type: 'SignedOut', data: { codBseUsuario: 3, jti: 'j-live', expiresAt: FUTURE } },
      { type: 'SignedOut', data: { codBseUsuario: 3, jti: 'j-old', expiresAt: PAST } },
    );
    expect(await findUserSession(spec.db, 3)).toEqual({
      version: 0,
      status: 'active',
      endedTokens: ['j-live'],
    });
  });

  it('tells what a batch ended: every token of some users, single tokens of others', () => {
    const batch = [
      created(4),
      { type: 'UserDeactivated', data: { codBseUsuario: 4 } },
      { type: 'SignedOut', data: { codBseUsuario: 5, jti: 'j-5', expiresAt: FUTURE } },
      { type: 'UserAvatarChanged', data: { codBseUsuario: 6, imgAvatar: 'f' } },
      { type: 'ClassRenamed', data: { codBseTurma: 1, nomTurma: 'x' } },
    ].map((e) => spec.recorded(e as Event));
    expect(sessionChanges(batch)).toEqual({ users: [4, 5], everyToken: [4], tokens: ['j-5'] });
  });
});
