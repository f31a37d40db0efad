import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/modules/kernel';
import type { UserCreatedData, UserEvent } from '@school/modules/identity';
import { liveNames, type Db } from '@school/projections/kernel';
// eslint-disable-next-line no-restricted-imports -- the shared test-database helper, tests only
import { createTestDatabase } from '../../backend/test/databases.js';
import { countUsersInSchool, findUser, userDirectoryProjection } from './index.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let db: Db;
let position = 0;

function recorded(event: UserEvent, createdAt = new Date('2026-11-22T10:00:00Z')): RecordedEvent {
  position += 1;
  const id = 'codBseUsuario' in event.data ? event.data.codBseUsuario : 0;
  return {
    id: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {},
    streamName: `user-${id}`,
    revision: 0,
    position: `${'0'.repeat(20)}-${String(position).padStart(20, '0')}`,
    createdAt,
  };
}

const user = (
  id: number,
  login: string,
  codBseEscola: number | null,
  extra: Partial<UserCreatedData> = {},
): UserEvent => ({
  type: 'UserCreated',
  data: {
    codBseUsuario: id,
    cstLogin: login,
    nomUsuario: `Usuário ${id}`,
    passwordHash: '$argon2id$secret',
    codBsePerfil: 6,
    codBseEscola,
    codBseUnidade: 4,
    turmas: [],
    imgAvatar: null,
    ...extra,
  },
});
const deactivated = (id: number): UserEvent => ({ type: 'UserDeactivated', data: { codBseUsuario: id } });
const reactivated = (id: number): UserEvent => ({ type: 'UserReactivated', data: { codBseUsuario: id } });

async function project(...events: RecordedEvent[]) {
  await db
    .transaction()
    .execute((trx) => userDirectoryProjection.project(events, trx, liveNames(userDirectoryProjection)));
}

beforeAll(async () => {
  database = await createTestDatabase('user_directory');
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await userDirectoryProjection.createTables(db, liveNames(userDirectoryProjection));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('user directory', () => {
  it('projects a batch of creations and status changes, folding changes to users of the same batch', async () => {
    await project(
      recorded(
        user(1, 'ADMN-0001', 1, { codBsePerfil: 1, codBseUnidade: null }),
        new Date('2026-11-20T08:00:00Z'),
      ),
      recorded(user(7, 'ESAZ-0007', 3, { turmas: [11, 12], imgAvatar: 'avatars/7.jpg' })),
      recorded(user(8, 'ESAZ-0008', 3)),
      recorded(deactivated(7)),
      recorded({ type: 'UserPasswordChanged', data: { codBseUsuario: 8, passwordHash: 'new' } }),
      recorded(user(9, 'ESVD-0009', 5)),
    );
    expect(await findUser(db, 7)).toEqual({
      codBseUsuario: 7,
      cstLogin: 'ESAZ-0007',
      nomUsuario: 'Usuário 7',
      codBsePerfil: 6,
      codBseEscola: 3,
      codBseUnidade: 4,
      turmas: [11, 12],
      imgAvatar: 'avatars/7.jpg',
      active: false,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(await findUser(db, 1)).toMatchObject({
      codBsePerfil: 1,
      codBseUnidade: null,
      turmas: [],
      active: true,
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    expect(await findUser(db, 8)).toMatchObject({ active: true });
    expect(await findUser(db, 99)).toBeUndefined();
  });

  it('applies status changes of users written by earlier batches', async () => {
    await project(recorded(reactivated(7)), recorded(deactivated(8)));
    expect([(await findUser(db, 7))?.active, (await findUser(db, 8))?.active]).toEqual([true, false]);
  });

  it('keeps the latest avatar, for users of earlier batches and of the same batch', async () => {
    const avatar = (id: number, imgAvatar: string): UserEvent => ({
      type: 'UserAvatarChanged',
      data: { codBseUsuario: id, imgAvatar },
    });
    await project(
      recorded(avatar(7, 'first')),
      recorded(avatar(8, 'only')),
      recorded(avatar(7, 'second')),
      recorded(user(10, 'ESVD-0010', 5)),
      recorded(avatar(10, 'fresh')),
    );
    expect((await findUser(db, 7))?.imgAvatar).toBe('second');
    expect((await findUser(db, 8))?.imgAvatar).toBe('only');
    expect(await findUser(db, 10)).toMatchObject({ imgAvatar: 'fresh', active: true });
    expect((await findUser(db, 1))?.imgAvatar).toBeNull();
  });

  it('counts the users of a school, deactivated ones included', async () => {
    expect(await countUsersInSchool(db, 3)).toBe(2);
    expect(await countUsersInSchool(db, 5)).toBe(2);
    expect(await countUsersInSchool(db, 42)).toBe(0);
  });

  it('keeps no password hash', async () => {
    const { rows } = await pool.query('select * from user_directory');
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('ignores a creation it has already written (a replayed batch)', async () => {
    await project(recorded(user(9, 'ESVD-0009', 5, { nomUsuario: 'changed' })));
    expect((await findUser(db, 9))?.nomUsuario).toBe('Usuário 9');
  });
});
