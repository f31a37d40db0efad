import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, readStreamOf, type EventStore, type RecordedEvent } from '@school/modules/kernel';
import {
  accessDecider,
  accessStream,
  isAccessEvent,
  type LoginAttemptedData,
} from '@school/modules/identity';
import { createTestDatabase } from '../../test/databases.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { UpcastingEventStore } from './upcasting-event-store.js';
import { UPCASTERS } from './upcasters.js';

// Events stored before decision 0023, verbatim in shape: the access log's label, `indSucesso`
// and the HTTP status instead of the outcome. They stay in the log as they were written.
const LEGACY_LABELS = [
  ['Sucesso', 'S', 202, 'signedIn'],
  ['Senha incorreta', 'N', 401, 'wrongPassword'],
  ['Usuário desativado', 'N', 410, 'deactivated'],
  ['Sem permissão', 'N', 400, 'noWebPermission'],
  ['Bloqueado', 'N', 429, 'locked'],
] as const;

const client = {
  nomSo: 'Windows',
  txtVersaoSo: '10',
  nomNavegador: 'Chrome',
  txtVersaoNavegador: '131.0.0.0',
};

function legacyAttempt(label: string, indSucesso: string, httpStatus: number, minute: number) {
  return {
    attemptId: randomUUID(),
    cstLogin: 'DMMT0001',
    codBseUsuario: 40,
    indSucesso,
    txtObservacao: label,
    httpStatus,
    ...client,
    ip: '10.0.0.9',
    at: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
  };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let raw: EventStore;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase('upcasting');
  pool = createPool(database.url, 4);
  await migrateDatabase(createDatabase(pool));
  raw = new PostgresEventStore(pool);
  store = new UpcastingEventStore(raw, UPCASTERS);
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

describe('stored events of older shapes (UpcastingEventStore)', () => {
  const stream = accessStream(`old-${randomUUID().slice(0, 8)}`);
  const legacy = LEGACY_LABELS.map(([label, s, status], i) => legacyAttempt(label, s, status, i));

  beforeAll(async () => {
    await raw.append(
      stream,
      legacy.map((data) => ({ id: randomUUID(), type: 'LoginAttempted', data })),
      'no_stream',
    );
  });

  it('reads a legacy LoginAttempted as its outcome, with every other fact kept and the log untouched', async () => {
    const events = await store.readStream(stream);
    expect(events.map((e) => (e.data as LoginAttemptedData).outcome)).toEqual(LEGACY_LABELS.map((l) => l[3]));
    const { indSucesso: _s, txtObservacao: _t, httpStatus: _h, ...facts } = legacy[1]!;
    expect(events[1]!.data).toEqual({ ...facts, outcome: 'wrongPassword' });
    // The stored payload is as it was written.
    expect((await raw.readStream(stream))[1]!.data).toEqual(legacy[1]);
  });

  it('upcasts on every read: $all and subscriptions too', async () => {
    // $all shows a commit once no older transaction of the server is open: poll.
    const outcomes = async () =>
      (await store.readAll({ maxCount: 100 }))
        .filter((e) => e.streamName === stream)
        .map((e) => (e.data as LoginAttemptedData).outcome);
    await expect.poll(outcomes).toEqual(LEGACY_LABELS.map((l) => l[3]));

    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({}, async (batch) => {
      received.push(...batch.filter((e) => e.streamName === stream));
    });
    await expect.poll(() => received.length).toBe(legacy.length);
    await subscription.close();
    expect(
      received.every((e) => 'outcome' in (e.data as object) && !('txtObservacao' in (e.data as object))),
    ).toBe(true);
  });

  it('lets the decider fold old and new attempts alike: old wrong passwords still count toward the lock', async () => {
    const failures = Array.from({ length: 4 }, (_, i) => legacyAttempt('Senha incorreta', 'N', 401, 30 + i));
    const lockStream = accessStream(`lock-${randomUUID().slice(0, 8)}`);
    await raw.append(
      lockStream,
      failures.map((data) => ({ id: randomUUID(), type: 'LoginAttempted', data })),
      'no_stream',
    );
    const state = fold(accessDecider, await readStreamOf(store, lockStream, isAccessEvent));
    expect(state.addresses['10.0.0.9']?.failures).toHaveLength(4);
    const [fifth] = accessDecider.decide(
      {
        type: 'RecordLoginAttempt',
        attemptId: randomUUID(),
        cstLogin: 'DMMT0001',
        user: { codBseUsuario: 40, codBsePerfil: 5, active: true },
        passwordMatched: false,
        client: { ...client, ip: '10.0.0.9' },
      },
      state,
      { now: new Date(Date.UTC(2026, 10, 20, 10, 35)), actor: null },
    );
    expect(fifth!.type === 'LoginAttempted' && fifth!.data.lockedUntil).toBeTruthy();
  });

  it("passes events already in today's shape through unchanged, and refuses an unknown legacy label", async () => {
    const today = { ...legacyAttempt('x', 'N', 0, 50) };
    const { indSucesso: _s, txtObservacao: _t, httpStatus: _h, ...facts } = today;
    const current = { ...facts, outcome: 'locked' };
    const odd = accessStream(`odd-${randomUUID().slice(0, 8)}`);
    await raw.append(odd, [{ id: randomUUID(), type: 'LoginAttempted', data: current }], 'no_stream');
    expect((await store.readStream(odd))[0]!.data).toEqual(current);

    const broken = accessStream(`broken-${randomUUID().slice(0, 8)}`);
    await raw.append(broken, [{ id: randomUUID(), type: 'LoginAttempted', data: today }], 'no_stream');
    await expect(store.readStream(broken)).rejects.toThrow(/unknown label/);
  });
});
