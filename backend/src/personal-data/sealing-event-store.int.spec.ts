import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED, type EventStore, type NewEvent } from '@school/modules/kernel';
import { createTestDatabase } from '../../test/databases.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { masterKeyFrom, PersonalDataKeys } from './personal-data-keys.js';
import { PRIVACY_REGISTER } from './privacy-register.js';
import { sealClearEvents } from './seal-clear-events.js';
import { SealingEventStore } from './sealing-event-store.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let raw: EventStore;
let keys: PersonalDataKeys;
let store: SealingEventStore;
let now = new Date('2026-11-05T10:00:00Z');

const userCreated = (id: number, name: string, login: string): NewEvent => ({
  id: randomUUID(),
  type: 'UserCreated',
  data: {
    codBseUsuario: id,
    cstLogin: login,
    nomUsuario: name,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    codBsePerfil: 6,
    codBseEscola: 3,
    codBseUnidade: 4,
    turmas: [7, 8],
    imgAvatar: null,
  },
  metadata: {
    actorId: 1,
    ip: '203.0.113.77',
    userAgent: 'Mozilla/5.0 (Distinct-Agent)',
    correlationId: 'c-1',
  },
});

/** The stored row as a string: what a dump of the table holds. */
async function storedText(stream: string): Promise<string> {
  const { rows } = await pool.query('select data, metadata from es_events where stream_name = $1', [stream]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  database = await createTestDatabase('sealing');
  pool = createPool(database.url, 4);
  await migrateDatabase(createDatabase(pool));
  raw = new PostgresEventStore(pool);
  keys = new PersonalDataKeys(pool, masterKeyFrom('a master secret of at least thirty-two characters'));
  store = new SealingEventStore(raw, PRIVACY_REGISTER, keys, () => now);
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe('personal data sealed in the events (decision 0061)', () => {
  it('stores a user’s name, login, password hash and client address only as ciphertext, and reads them back', async () => {
    await store.append('user-101', [userCreated(101, 'Zuleica Quintanilha', 'ZQNT-0101')], 'no_stream');

    const stored = await storedText('user-101');
    for (const value of ['Zuleica', 'ZQNT-0101', 'argon2id', '203.0.113.77', 'Distinct-Agent'])
      expect(stored).not.toContain(value);
    const [row] = (
      await pool.query('select data, metadata from es_events where stream_name = $1', ['user-101'])
    ).rows;
    expect(row.metadata.pdKeys).toEqual(['user:101', 'user:1@2026-11']);
    expect(row.data.turmas).toEqual([7, 8]); // the academic record stays readable as it is
    expect(row.data.codBsePerfil).toBe(6);

    const [event] = await store.readStream('user-101');
    expect(event!.data).toMatchObject({
      cstLogin: 'ZQNT-0101',
      nomUsuario: 'Zuleica Quintanilha',
      turmas: [7, 8],
    });
    expect(event!.metadata).toMatchObject({ ip: '203.0.113.77', userAgent: 'Mozilla/5.0 (Distinct-Agent)' });
    // `$all` shows an event once every older transaction of the server has ended (another test
    // file's may still be open): waited for, not assumed.
    const fromAll = async () =>
      (await store.readAll({ maxCount: 100 })).find((e) => e.streamName === 'user-101')?.data;
    await expect.poll(fromAll).toEqual(event!.data);
  });

  it('reads "Dados removidos" where an erased user’s values were, on every instance, and keeps its record', async () => {
    await store.append('user-102', [userCreated(102, 'Eufrásia Barbalho', 'EBRB-0102')], 'no_stream');
    const otherInstance = new SealingEventStore(
      raw,
      PRIVACY_REGISTER,
      new PersonalDataKeys(pool, masterKeyFrom('a master secret of at least thirty-two characters')),
    );
    expect((await otherInstance.readStream('user-102'))[0]!.data).toMatchObject({
      nomUsuario: 'Eufrásia Barbalho',
    });

    await store.append(
      'user-102',
      [{ id: randomUUID(), type: 'PersonalDataErased', data: { codBseUsuario: 102, codSolicitacao: 9 } }],
      0,
    );
    const { rows } = await pool.query('select key_id, wrapped from personal_data_keys where owner = $1', [
      'user:102',
    ]);
    expect(rows).toEqual([{ key_id: 'user:102', wrapped: null }]);

    const [created] = await store.readStream('user-102');
    expect(created!.data).toMatchObject({
      codBseUsuario: 102,
      cstLogin: ERASED,
      nomUsuario: ERASED,
      passwordHash: ERASED,
      turmas: [7, 8],
    });
    // The other instance forgets the key at its next read of the table (at most a minute later).
    const fresh = new PersonalDataKeys(
      pool,
      masterKeyFrom('a master secret of at least thirty-two characters'),
    );
    const reread = await new SealingEventStore(raw, PRIVACY_REGISTER, fresh).readStream('user-102');
    expect(reread[0]!.data).toMatchObject({ nomUsuario: ERASED });
    // The writer's client address was the administrator's, sealed with its key: it stays.
    expect(created!.metadata).toMatchObject({ ip: '203.0.113.77' });
  });

  it('never seals again with a new key for an erased user: a later value is not kept at all', async () => {
    await store.append(
      'user-102',
      [
        {
          id: randomUUID(),
          type: 'UserUpdated',
          data: { codBseUsuario: 102, nomUsuario: 'Eufrásia de Novo' },
        },
      ],
      1,
    );
    expect(await storedText('user-102')).not.toContain('Novo');
    const events = await store.readStream('user-102');
    expect(events[2]!.data).toEqual({ codBseUsuario: 102, nomUsuario: ERASED });
  });

  it('drops the client addresses of months past the retention and keeps the rest', async () => {
    now = new Date('2026-05-20T08:00:00Z');
    await store.append(
      'user-103',
      [
        {
          ...userCreated(103, 'Teodomiro Paixão', 'TPXO-0103'),
          metadata: { actorId: 103, ip: '198.51.100.23' },
        },
      ],
      'no_stream',
    );
    now = new Date('2026-11-05T10:00:00Z');
    expect(await keys.oldestMonthKept()).toBe('2026-05');
    expect(await keys.eraseMonthsBefore('2026-06')).toBe(1);
    expect(await keys.oldestMonthKept()).toBe('2026-11');

    const [event] = await store.readStream('user-103');
    expect(event!.metadata.ip).toBeUndefined();
    expect(event!.data).toMatchObject({ nomUsuario: 'Teodomiro Paixão' }); // the person's key is not a month's
  });

  it('seals the text inside an object field and keeps its ids and shape readable after the erasure', async () => {
    const autor = {
      codBseUsuario: 105,
      nomUsuario: 'Rosalvo Tibúrcio',
      cstLogin: 'RTBR-0105',
      codBsePerfil: 6,
    };
    const opened = {
      codFrmTopico: 31,
      codFrmSala: 2,
      codBseEscola: 3,
      txtTopico: 'Minha dúvida secreta',
      dscTopico: 'Texto escrito por Rosalvo',
      autor,
    };
    await store.append(
      'forum-topic-31',
      [{ id: randomUUID(), type: 'ForumTopicOpened', data: opened }],
      'any',
    );
    const stored = await storedText('forum-topic-31');
    for (const value of ['Rosalvo', 'RTBR-0105', 'secreta']) expect(stored).not.toContain(value);
    expect((await store.readStream('forum-topic-31'))[0]!.data).toMatchObject(opened);

    await keys.eraseOwner('user:105');
    const [event] = await store.readStream('forum-topic-31');
    expect(event!.data).toMatchObject({
      codFrmTopico: 31,
      txtTopico: ERASED,
      autor: { codBseUsuario: 105, nomUsuario: ERASED, cstLogin: ERASED, codBsePerfil: 6 },
    });
  });

  it('seals each login of a bulk import’s plan with its own user’s key: one user’s erasure reaches only that login', async () => {
    const plan: NewEvent = {
      id: randomUUID(),
      type: 'BulkUserImportPlanned',
      data: { jobId: 'j-1', facts: [], ids: [401, null, 402], logins: ['PLAN-0401', null, 'PLAN-0402'] },
      metadata: { actorId: 2 },
    };
    await store.append('bulk-import-j-1', [plan], 'no_stream');
    const stored = await storedText('bulk-import-j-1');
    for (const login of ['PLAN-0401', 'PLAN-0402']) expect(stored).not.toContain(login);
    expect((await store.readStream('bulk-import-j-1'))[0]!.data).toMatchObject({
      ids: [401, null, 402],
      logins: ['PLAN-0401', null, 'PLAN-0402'],
    });

    await keys.eraseOwner('user:401');
    const reread = new SealingEventStore(raw, PRIVACY_REGISTER, keys);
    expect((await reread.readStream('bulk-import-j-1'))[0]!.data).toMatchObject({
      logins: [ERASED, null, 'PLAN-0402'],
    });
  });

  it('passes events with nothing personal through untouched', async () => {
    const event = { id: randomUUID(), type: 'UserDeactivated', data: { codBseUsuario: 101 } };
    await store.append('user-101', [event], 0);
    const [, stored] = (
      await pool.query('select data, metadata from es_events where stream_name = $1 order by revision', [
        'user-101',
      ])
    ).rows;
    expect(stored).toEqual({ data: { codBseUsuario: 101 }, metadata: {} });
  });

  it('seals the events written in clear before, once, in place, ids and positions kept', async () => {
    const before = await raw.append(
      'user-104',
      [userCreated(104, 'Hermenegilda Pimpão', 'HPMP-0104')],
      'no_stream',
    );
    await pool.query('delete from privacy_state');
    expect(await storedText('user-104')).toContain('Hermenegilda');

    const attempt = {
      attemptId: randomUUID(),
      cstLogin: 'HPMP-0104',
      codBseUsuario: 104,
      outcome: 'signedIn',
      ip: '192.0.2.44',
      at: '2026-10-01T10:00:00.000Z',
      nomSo: 'Linux',
      txtVersaoSo: null,
      nomNavegador: 'Firefox',
      txtVersaoNavegador: '140',
    };
    await raw.append(
      'access-HPMP-0104',
      [{ id: randomUUID(), type: 'LoginAttempted', data: attempt }],
      'no_stream',
    );
    await raw.append(
      'unique-login-HPMP-0104',
      [
        {
          id: randomUUID(),
          type: 'ValueReserved',
          data: { kind: 'login', value: 'HPMP-0104', ownerId: 104 },
        },
      ],
      'no_stream',
    );

    expect(await sealClearEvents(pool, store)).toBeGreaterThanOrEqual(1);
    // Streams a login named are named by its pseudonym, as the sign-in and the reservations name them now.
    const { rows: names } = await pool.query<{ stream_name: string }>(
      'select distinct stream_name from es_events',
    );
    expect(names.map((n) => n.stream_name).join(' ')).not.toContain('HPMP');
    const pseudonym = keys.loginPseudonym('hpmp-0104 ');
    expect(pseudonym).toMatch(/^p[0-9a-f]{32}$/);
    const [renamedAttempt] = await store.readStream(`access-${pseudonym}`);
    expect(renamedAttempt!.data).toMatchObject({
      cstLogin: 'HPMP-0104',
      ip: '192.0.2.44',
      nomNavegador: 'Firefox',
    });
    expect(await store.readStream(`unique-login-${pseudonym}`)).toHaveLength(1);
    expect(await storedText(`access-${pseudonym}`)).not.toContain('192.0.2.44');
    const stored = await storedText('user-104');
    expect(stored).not.toContain('Hermenegilda');
    expect(stored).not.toContain('203.0.113.77');
    const [event] = await store.readStream('user-104');
    expect(event!.position).toBe(before.position);
    expect(event!.data).toMatchObject({ nomUsuario: 'Hermenegilda Pimpão', cstLogin: 'HPMP-0104' });
    // Sealed values of the events sealed already were left alone; a second run does nothing.
    expect((await store.readStream('user-101'))[0]!.data).toMatchObject({
      nomUsuario: 'Zuleica Quintanilha',
    });
    expect(await sealClearEvents(pool, store)).toBe(0);
  });
});
