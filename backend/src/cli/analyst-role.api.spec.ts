import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAnalystRole } from './analyst-role.js';

/** `npm run db:analyst-role`: a login that reads the read models and nothing else. */
describe('the analysts’ role', () => {
  let t: TestApp;
  const role = `analyst_${Date.now()}`;
  let client: pg.Client;

  beforeAll(async () => {
    t = await createTestApp('analyst');
    await createAnalystRole(t.db, role, 'uma-senha-bem-longa');
    // Run twice: the second changes nothing but the password.
    await createAnalystRole(t.db, role, 'outra-senha-bem-longa');
    const url = new URL(t.config.DATABASE_URL);
    url.username = role;
    url.password = 'outra-senha-bem-longa';
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    if (t) await sql`drop role if exists ${sql.id(role)}`.execute(t.db);
    await t?.close();
  });

  it('reads every read model of docs/reporting.md', async () => {
    for (const table of [
      'user_directory',
      'school_list',
      'access_log',
      'grades',
      'learner_chapters',
      'calendar_events',
    ])
      expect((await client.query(`select count(*) from ${table}`)).rowCount).toBe(1);
  });

  it('reads neither the event store nor the app’s own tables, and writes nothing', async () => {
    for (const statement of [
      'select count(*) from es_events',
      'select count(*) from projection_checkpoints',
      "update school_list set nom_escola = 'x'",
      'delete from user_directory',
    ])
      await expect(client.query(statement)).rejects.toMatchObject({ code: '42501' });
  });
});
