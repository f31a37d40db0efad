import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore, NewEvent, RecordedEvent } from '@school/modules/kernel';
import { createTestDatabase } from '../../test/databases.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { KurrentDbEventStore } from '../event-store/kurrentdb-event-store.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { copyStoreSealed } from './copy-store-sealed.js';
import { masterKeyFrom, PersonalDataKeys } from './personal-data-keys.js';
import { PRIVACY_REGISTER } from './privacy-register.js';
import { SealingEventStore } from './sealing-event-store.js';

/**
 * Decision 0061's migration for a store whose events cannot be rewritten in place (KurrentDB):
 * the log copied into an empty store, sealed. Into PostgreSQL here, and into KurrentDB wherever
 * EVENTSTORE_URL is set (as the adapter's contract suite runs).
 */
const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
const pools: pg.Pool[] = [];
let source: EventStore;
let keys: PersonalDataKeys;
/** Ids unique to the run: a KurrentDB target is shared by every run. */
const id = 700_000 + Math.floor(Math.random() * 100_000);
const login = `ZCPY-${id}`;
const CLEAR = ['Zenóbia Copiada', login, '198.51.100.23', 'Copy-Agent/1.0'];

async function database(label: string): Promise<pg.Pool> {
  const created = await createTestDatabase(label);
  databases.push(created);
  const pool = createPool(created.url, 4);
  pools.push(pool);
  await migrateDatabase(createDatabase(pool));
  return pool;
}

const meta = { actorId: 1, ip: '198.51.100.23', userAgent: 'Copy-Agent/1.0', correlationId: 'c-copy' };
const written: NewEvent[] = [
  {
    id: randomUUID(),
    type: 'UserCreated',
    data: {
      codBseUsuario: id,
      cstLogin: login,
      nomUsuario: 'Zenóbia Copiada',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      codBsePerfil: 6,
      codBseEscola: 3,
      codBseUnidade: 4,
      turmas: [7],
      imgAvatar: null,
    },
    metadata: meta,
  },
  {
    id: randomUUID(),
    type: 'UserUpdated',
    data: { codBseUsuario: id, nomUsuario: 'Zenóbia Copiada' },
    metadata: meta,
  },
];
const attempt: NewEvent = {
  id: randomUUID(),
  type: 'LoginAttempted',
  data: {
    attemptId: randomUUID(),
    cstLogin: login,
    codBseUsuario: id,
    outcome: 'success',
    ip: '198.51.100.23',
    at: '2025-03-10T12:00:00.000Z',
    nomSo: 'Linux',
    txtVersaoSo: null,
    nomNavegador: 'Copy-Agent',
    txtVersaoNavegador: '1.0',
  },
  metadata: { correlationId: 'c-attempt' },
};

beforeAll(async () => {
  const pool = await database('copy-source');
  source = new PostgresEventStore(pool);
  keys = new PersonalDataKeys(pool, masterKeyFrom('a master secret of at least thirty-two characters'));
  // A log written in clear before decision 0061, in March 2025, a sign-in's stream named by its login.
  await source.append(`user-${id}`, written, 'no_stream');
  await source.append(`access-${encodeURIComponent(login)}`, [attempt], 'no_stream');
  await source.append(
    'school-3',
    [{ id: randomUUID(), type: 'SchoolCreated', data: { codBseEscola: 3 } }],
    'any',
  );
  await pool.query(`update es_events set created_at = '2025-03-10T12:00:00Z'`);
  // `$all` shows an event once every older transaction of the server has ended (another test
  // file's may still be open): the copy reads `$all`, so it waits until all four show.
  await vi.waitFor(async () => expect(await source.readAll({ maxCount: 10 })).toHaveLength(4), {
    timeout: 30_000,
  });
});

afterAll(async () => {
  for (const pool of pools) await pool.end();
  for (const created of databases) await created.drop();
});

const targets: [string, () => Promise<EventStore>][] = [
  ['PostgreSQL', async () => new PostgresEventStore(await database('copy-target'))],
  ...(process.env.EVENTSTORE_URL
    ? [
        ['KurrentDB', async () => new KurrentDbEventStore(process.env.EVENTSTORE_URL!)] as [
          string,
          () => Promise<EventStore>,
        ],
      ]
    : []),
];

describe.each(targets)('a copy of the log into %s, sealed (decision 0061)', (_name, makeTarget) => {
  let target: EventStore;
  let sealing: SealingEventStore;
  const streams = () => [`user-${id}`, `access-${keys.loginPseudonym(login)}`];
  const stored = async () => {
    const all: RecordedEvent[] = [];
    for (const stream of streams()) all.push(...(await target.readStream(stream)));
    return all;
  };

  beforeAll(async () => {
    target = await makeTarget();
    sealing = new SealingEventStore(target, PRIVACY_REGISTER, keys);
  });
  afterAll(() => target.close());

  it('holds every event, with its id, revision and time, its personal values sealed and a login’s stream under its pseudonym', async () => {
    const copied = await copyStoreSealed(source, target, sealing, { pageSize: 2 });
    expect(copied.events).toBeGreaterThanOrEqual(4);

    const raw = await stored();
    const text = JSON.stringify(raw);
    for (const value of CLEAR) expect(text).not.toContain(value);
    expect(await target.readStream(`access-${encodeURIComponent(login)}`)).toEqual([]);

    const [user, access] = [await sealing.readStream(`user-${id}`), await sealing.readStream(streams()[1]!)];
    expect(user.map((e) => [e.id, e.type, e.revision, e.createdAt.toISOString()])).toEqual(
      written.map((e, revision) => [e.id, e.type, revision, '2025-03-10T12:00:00.000Z']),
    );
    expect(user.map((e) => e.data)).toEqual(written.map((e) => e.data));
    expect(user[0]!.metadata).toMatchObject({ ip: meta.ip, userAgent: meta.userAgent, actorId: 1 });
    // Sealed by the month it was written: its client address goes with March 2025's retention.
    expect(raw[0]!.metadata.pdKeys).toEqual([`user:${id}`, 'user:1@2025-03']);
    expect(access.map((e) => [e.id, e.data])).toEqual([[attempt.id, attempt.data]]);
  });

  it('finishes an interrupted copy when run again, each event once', async () => {
    const before = (await stored()).map((e) => e.id);
    await copyStoreSealed(source, target, sealing);
    expect((await stored()).map((e) => e.id)).toEqual(before);
  });
});
