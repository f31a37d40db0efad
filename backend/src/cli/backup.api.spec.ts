import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { userStream } from '@school/modules/identity';
import { ERASED } from '@school/modules/kernel';
import {
  createTestApp,
  signedInUser,
  TEST_ADMIN,
  TEST_PASSWORD,
  TEST_PERSONAL_DATA_KEY,
  type TestApp,
} from '../../test/app.js';
import { createTestDatabase } from '../../test/databases.js';
import { buildOrganization, FIXTURE_PASSWORD, type Organization } from '../../test/organization.fixture.js';
import { readModelSnapshot } from '../../test/read-models.js';
import { createDatabase, createPool } from '../database/database.js';

const CLI = fileURLToPath(new URL('../../dist/src/cli/backup.js', import.meta.url));

/** `npm run backup` / `npm run restore` as an operator runs them: the built command, the environment. */
function cli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, NODE_ENV: 'test', PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function fileCount(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

/** The events in their order, as (stream, revision): what a renumbering must keep. */
async function eventOrder(url: string): Promise<string[]> {
  const pool = createPool(url);
  try {
    const { rows } = await sql<{ e: string }>`select stream_name || '@' || revision as e
      from es_events order by tx_id, global_position`.execute(createDatabase(pool));
    return rows.map((r) => r.e);
  } finally {
    await pool.end();
  }
}

describe('backup and restore', () => {
  let live: TestApp;
  let org: Organization;
  let restored: TestApp | undefined;
  let work: string;
  const databases: { drop(): Promise<void> }[] = [];

  beforeAll(async () => {
    live = await createTestApp('backup-live');
    org = await buildOrganization(live);
    // The organization's users signed in (the access log), and a school renamed.
    const renamed = await live.call('PUT', `/api/bse_escola/${org.schools.a}`, {
      token: org.users.master.token,
      body: { nomEscola: 'Escola Restaurada', codBseEndereco: null, codBseEscola: org.schools.a },
    });
    expect(renamed.status).toBeLessThan(300);
    await live.settled();
    work = await mkdtemp(join(tmpdir(), 'backup-'));
  });

  afterAll(async () => {
    await restored?.close();
    await live?.close();
    for (const database of databases) await database.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('backs up the facts and files, and a restore into an empty database rebuilds read models equal to the live ones', async () => {
    const backup = join(work, 'backup');
    const made = await cli(['create', backup], {
      DATABASE_URL: live.config.DATABASE_URL,
      FILES_DIR: live.config.FILES_DIR,
    });
    expect(made.output).toContain('Backed up');
    expect(made.code).toBe(0);
    // Only the owner may read it: it holds the secrets generated into the database.
    expect((await stat(backup)).mode & 0o777).toBe(0o700);
    expect((await stat(join(backup, 'database.dump'))).mode & 0o777).toBe(0o600);
    const liveFiles = await fileCount(live.config.FILES_DIR);
    expect(liveFiles).toBeGreaterThan(0); // the catalogue's drawn images and their scaled sizes
    expect(await fileCount(join(backup, 'files'))).toBe(liveFiles);

    const target = await createTestDatabase('backup-restored');
    databases.push(target);
    const files = join(work, 'restored-files');
    const back = await cli(['restore', backup], { DATABASE_URL: target.url, FILES_DIR: files });
    expect(back.output).toContain('Restored');
    expect(back.code).toBe(0);
    expect(back.output).not.toContain('new positions'); // same server: positions kept
    expect(await fileCount(files)).toBe(liveFiles);

    restored = await createTestApp('backup-restored-app', { DATABASE_URL: target.url, FILES_DIR: files });
    await restored.settled();
    expect(await restored.store.headPosition()).toBe(await live.store.headPosition());
    expect(await readModelSnapshot(restored.db)).toEqual(await readModelSnapshot(live.db));
  });

  it('restores users who sign in as before, and new records take ids after the restored ones', async () => {
    const app = restored!;
    expect(await app.signIn(org.users.gestorA.login, FIXTURE_PASSWORD)).toBeTruthy();
    const token = await app.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const created = await app.call('POST', '/api/bse_escola', {
      token,
      body: {
        nomEscola: 'Escola Nova',
        cstTxtPrefixoLogin: 'NV',
        codBseEndereco: null,
        codUsuarioCriacao: 1,
      },
    });
    expect(created.status).toBe(200);
    const list = (await (await app.call('GET', '/api/bse_escola?search=escola nova', { token })).json()) as {
      codBseEscola: number;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.codBseEscola).toBeGreaterThan(Math.max(...Object.values(org.schools)));
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const before = await live.store.headPosition();
    const refused = await cli(['restore', join(work, 'backup')], {
      DATABASE_URL: live.config.DATABASE_URL,
      FILES_DIR: join(work, 'elsewhere'),
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty: restore into an empty database');
    expect(await live.store.headPosition()).toBe(before);
  });

  it('gives the events new positions in their order when asked (a server whose transaction ids are behind)', async () => {
    const target = await createTestDatabase('backup-renumbered');
    databases.push(target);
    const back = await cli(['restore', join(work, 'backup'), '--renumber'], {
      DATABASE_URL: target.url,
      FILES_DIR: join(work, 'renumbered-files'),
    });
    expect(back.code).toBe(0);
    expect(back.output).toContain('new positions');
    expect(await eventOrder(target.url)).toEqual(await eventOrder(live.config.DATABASE_URL));
  });

  it('restores a person erased after the backup as erased: the erasure ledger, kept apart, applies again', async () => {
    const { id } = await signedInUser(live, 'BKMT-0099', 6, 'Clotilde Esperidião');
    await live.settled();
    const backup = join(work, 'before-erasure');
    expect(
      (
        await cli(['create', backup], {
          DATABASE_URL: live.config.DATABASE_URL,
          FILES_DIR: live.config.FILES_DIR,
        })
      ).code,
    ).toBe(0);
    await live.store.append(
      userStream(id),
      [{ id: randomUUID(), type: 'PersonalDataErased', data: { codBseUsuario: id, codSolicitacao: 77 } }],
      'any',
    );

    const target = await createTestDatabase('backup-erased');
    databases.push(target);
    const env = {
      DATABASE_URL: target.url,
      FILES_DIR: join(work, 'erased-files'),
      ERASURE_LEDGER: live.config.ERASURE_LEDGER,
    };
    const back = await cli(['restore', backup], env);
    expect(back.output).toContain('erased again 1 users');
    expect(back.code).toBe(0);

    const app = await createTestApp('backup-erased-app', env);
    try {
      await app.settled();
      const created = (await app.store.readStream(userStream(id)))[0]!;
      expect(created.data).toMatchObject({ nomUsuario: ERASED, cstLogin: ERASED });
      const { rows } = await sql<{ text: string }>`select
          (select string_agg(data::text, ' ') from es_events) || (select string_agg(row_to_json(u)::text, ' ') from user_directory u) as text`.execute(
        app.db,
      );
      expect(rows[0]!.text).not.toContain('Clotilde');
      expect(rows[0]!.text).not.toContain('BKMT-0099');
      const keys = await sql<{ n: number }>`select count(*)::int as n from personal_data_keys
          where owner = ${`user:${id}`} and wrapped is not null`.execute(app.db);
      expect(keys.rows[0]!.n).toBe(0);
      expect(
        (
          await app.call('POST', '/api/auth/login', {
            body: { username: 'BKMT-0099', password: TEST_PASSWORD },
          })
        ).status,
      ).not.toBe(202);
    } finally {
      await app.close();
    }
  });
});
