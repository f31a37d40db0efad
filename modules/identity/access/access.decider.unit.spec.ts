import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@school/modules/testing';
import { accessDecider, type AccessCommand } from './access.decider.js';
import type { AccessEvent, ClientDetails, LoginAttemptedData } from './access.events.js';

const now = new Date('2026-11-22T10:00:00Z');
const spec = deciderSpec(accessDecider, { now, actor: null });
const noDetails: ClientDetails = {
  nomSo: null,
  txtVersaoSo: null,
  nomNavegador: null,
  txtVersaoNavegador: null,
};

function attempted(attemptId: string, codBseUsuario: number | null, success: boolean): AccessEvent {
  const data: LoginAttemptedData = {
    attemptId,
    cstLogin: 'ESAZ-0007',
    codBseUsuario,
    outcome: success ? 'signedIn' : 'wrongPassword',
    nomSo: 'Windows',
    txtVersaoSo: '10',
    nomNavegador: 'Chrome',
    txtVersaoNavegador: '131.0.0.0',
    ip: '10.0.0.9',
    at: now.toISOString(),
  };
  return { type: 'LoginAttempted', data };
}

const addDetails = (codBseUsuario: number, details: Partial<ClientDetails>): AccessCommand => ({
  type: 'AddClientDetails',
  codBseUsuario,
  details: { ...noDetails, ...details },
});

describe('client details of an access', () => {
  it('adds what the client tells to its own last sign-in', () => {
    spec
      .given([attempted('a1', 7, true)])
      .when(addDetails(7, { nomSo: 'Windows', txtVersaoSo: '11' }))
      .then([
        {
          type: 'AccessClientDetailsAdded',
          data: { attemptId: 'a1', ...noDetails, nomSo: 'Windows', txtVersaoSo: '11' },
        },
      ]);
  });

  it('targets the last sign-in, not a later failed attempt on the same login', () => {
    const events = spec
      .given([attempted('a1', 7, true), attempted('a2', 7, false)])
      .when(addDetails(7, { txtVersaoSo: '11' }))
      .events();
    expect(events[0]!.data.attemptId).toBe('a1');
  });

  it('refuses when the caller has no sign-in on this login', () => {
    spec
      .given([attempted('a1', 7, false)])
      .when(addDetails(7, { nomSo: 'Linux' }))
      .thenFails('access.noAttempt');
    spec
      .given([])
      .when(addDetails(7, { nomSo: 'Linux' }))
      .thenFails('access.noAttempt');
  });

  it('refuses to touch another user’s sign-in', () => {
    spec
      .given([attempted('a1', 8, true)])
      .when(addDetails(7, { nomSo: 'Linux' }))
      .thenFails('access.noAttempt');
  });

  it('appends nothing when the details change nothing (a retried request)', () => {
    const added = spec
      .given([attempted('a1', 7, true)])
      .when(addDetails(7, { txtVersaoSo: '11' }))
      .events();
    spec
      .given([attempted('a1', 7, true), ...added])
      .when(addDetails(7, { txtVersaoSo: '11' }))
      .thenNothing();
    spec
      .given([attempted('a1', 7, true)])
      .when(addDetails(7, { nomSo: 'Windows' }))
      .thenNothing();
  });
});
