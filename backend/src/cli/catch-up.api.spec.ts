import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { TEST_PERSONAL_DATA_KEY } from '../../test/app.js';
import { createTestDatabase } from '../../test/databases.js';
import { readModelSnapshot } from '../../test/read-models.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { createEventStore } from '../event-store/event-store.factory.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { masterKeyFrom, PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { rebuildProjection } from '../projection-engine/rebuild.js';
import { ALL_PROJECTIONS } from '../projections.js';

const CLI = fileURLToPath(new URL('../../dist/src/cli/catch-up.js', import.meta.url));
const SCHOOLS = 3000;
const LOGINS = 300;
const ATTEMPTS_PER_LOGIN = 10;
const TOTAL = SCHOOLS * 3 + LOGINS * ATTEMPTS_PER_LOGIN;

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [CLI], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, exited };
}

describe('a projector killed mid-replay', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let db: Db;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('sigkill');
    pool = createPool(database.url);
    db = createDatabase(pool);
    await migrateDatabase(db);
    store = new PostgresEventStore(pool);
    const writes: Promise<unknown>[] = [];
    for (let id = 10; id < 10 + SCHOOLS; id++) {
      writes.push(
        store.append(
          `school-${id}`,
          [
            {
              id: randomUUID(),
              type: 'SchoolCreated',
              data: {
                codBseEscola: id,
                nomEscola: `Escola ${id}`,
                cstTxtPrefixoLogin: 'XX',
                codBseEndereco: null,
                codUsuarioCriacao: 1,
              },
            },
            {
              id: randomUUID(),
              type: 'SchoolUpdated',
              data: { codBseEscola: id, nomEscola: `Escola ${id} B`, codBseEndereco: null },
            },
            {
              id: randomUUID(),
              type: 'SchoolUpdated',
              data: { codBseEscola: id, nomEscola: `Escola ${id} C`, codBseEndereco: id },
            },
          ],
          'no_stream',
        ),
      );
      if (writes.length === 16) await Promise.all(writes.splice(0));
    }
    // Sign-in attempts in the shape stored before decision 0023: the CLI's store upcasts them.
    for (let l = 0; l < LOGINS; l++) {
      const login = `KLMT-${String(l).padStart(4, '0')}`;
      writes.push(
        store.append(
          `access-${login}`,
          Array.from({ length: ATTEMPTS_PER_LOGIN }, (_, i) => ({
            id: randomUUID(),
            type: 'LoginAttempted',
            data: {
              attemptId: randomUUID(),
              cstLogin: login,
              codBseUsuario: null,
              indSucesso: 'N',
              txtObservacao: 'Senha incorreta',
              httpStatus: 401,
              ip: '127.0.0.1',
              at: new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString(),
              nomSo: 'Windows',
              txtVersaoSo: '10',
              nomNavegador: 'Chrome',
              txtVersaoNavegador: '131.0.0.0',
            },
          })),
          'no_stream',
        ),
      );
      if (writes.length === 16) await Promise.all(writes.splice(0));
    }
    await Promise.all(writes);
  }, 120_000);

  afterAll(async () => {
    await store.close();
    await db.destroy();
    await database.drop();
  });

  it(`loses nothing and applies nothing twice (${TOTAL} events, SIGKILL, restart, compared with a clean rebuild)`, async () => {
    const env = {
      DATABASE_URL: database.url,
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
      PROJECTION_BATCH_SIZE: '50',
      LOG_LEVEL: 'error',
    };
    const head = await store.headPosition();

    const first = run(env);
    // Kill once the replay is under way but not finished.
    for (;;) {
      const rows = await db
        .selectFrom('projection_checkpoints')
        .select(['name', 'position'])
        .execute()
        .catch(() => []);
      const moved = rows.filter((r) => (r.position as string) > '');
      if (moved.length > 0 && rows.some((r) => (r.position as string) < head!)) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    first.child.kill('SIGKILL');
    const killed = await first.exited;
    expect(killed.signal).toBe('SIGKILL');
    const atKill = await db.selectFrom('projection_checkpoints').select(['name', 'position']).execute();
    expect(atKill.some((r) => (r.position as string) < head!)).toBe(true);

    const second = await run(env).exited;
    expect(second.code, second.output).toBe(0);
    const afterRestart = await readModelSnapshot(db);
    const stats = afterRestart.event_stats as { events: number }[];
    expect(stats.reduce((sum, r) => sum + Number(r.events), 0)).toBe(TOTAL);
    expect(await db.selectFrom('projection_parked').selectAll().execute()).toEqual([]);

    // Read as the app reads: the attempts above are stored in their pre-0023 shape, and the CLI's
    // first start sealed their personal data (decision 0061).
    const keys = new PersonalDataKeys(pool, masterKeyFrom(TEST_PERSONAL_DATA_KEY));
    const reader = createEventStore({ ERASURE_LEDGER: '/nonexistent/ledger.jsonl' }, pool, keys).store;
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(db, reader, projection);
    expect(await readModelSnapshot(db)).toEqual(afterRestart);
  }, 180_000);
});
