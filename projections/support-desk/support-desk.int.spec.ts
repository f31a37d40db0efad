import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/modules/kernel';
import type { SupportEvent } from '@school/modules/support';
import { liveNames, type Db } from '@school/projections/kernel';
// eslint-disable-next-line no-restricted-imports -- the shared test-database helper, tests only
import { createTestDatabase } from '../../backend/test/databases.js';
import { findSupportRequest, listSupportDesk, supportDeskProjection } from './index.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let position = 0;

function recorded(event: SupportEvent): RecordedEvent {
  position += 1;
  return {
    id: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {},
    streamName: `support-${event.data.codBseSuporte}`,
    revision: event.type === 'SupportRequested' ? 0 : 1,
    position: `${'0'.repeat(20)}-${String(position).padStart(20, '0')}`,
    // Not the request's time: the desk shows when it was sent (data.at).
    createdAt: new Date('2030-01-01T00:00:00Z'),
  };
}

const requested = (id: number, minute: number, userId = 40 + id): SupportEvent => ({
  type: 'SupportRequested',
  data: {
    codBseSuporte: id,
    name: `Pessoa ${'x'.repeat(id)}`,
    email: `p${id}@escola.com.br`,
    pagina: 'trilhas',
    desc: `Problema ${id}`,
    codBseUsuario: userId,
    at: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
  },
});
const deleted = (id: number): SupportEvent => ({
  type: 'SupportRequestDeleted',
  data: { codBseSuporte: id },
});

async function project(...events: SupportEvent[]) {
  const batch = events.map(recorded);
  await db
    .transaction()
    .execute((trx) => supportDeskProjection.project(batch, trx, liveNames(supportDeskProjection)));
}

beforeAll(async () => {
  database = await createTestDatabase('support_desk');
  db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 4 }) }),
  });
  await supportDeskProjection.createTables(db, liveNames(supportDeskProjection));
  await project(requested(1, 0), requested(2, 5), requested(3, 2));
  // Sent and deleted in one batch: never shown.
  await project(requested(4, 9), deleted(4), deleted(2));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('support desk', () => {
  it('lists the open requests, newest first, with every field', async () => {
    const desk = await listSupportDesk(db);
    expect(desk.map((r) => r.codBseSuporte)).toEqual([3, 1]);
    expect(desk[1]).toEqual({
      codBseSuporte: 1,
      name: 'Pessoa x',
      email: 'p1@escola.com.br',
      pagina: 'trilhas',
      desc: 'Problema 1',
      codBseUsuario: 41,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('removes deleted requests, also one deleted in the batch that sent it', async () => {
    expect(await findSupportRequest(db, 2)).toBeUndefined();
    expect(await findSupportRequest(db, 4)).toBeUndefined();
    expect((await findSupportRequest(db, 3))?.desc).toBe('Problema 3');
  });

  it('orders requests sent at the same time by id, newest first', async () => {
    await project(requested(6, 30), requested(5, 30));
    expect((await listSupportDesk(db)).map((r) => r.codBseSuporte)).toEqual([6, 5, 3, 1]);
  });

  it('ignores events of other contexts', async () => {
    const other = { ...recorded(deleted(1)), type: 'SchoolDeleted', data: { codBseEscola: 1 } };
    await db
      .transaction()
      .execute((trx) => supportDeskProjection.project([other], trx, liveNames(supportDeskProjection)));
    expect((await listSupportDesk(db)).map((r) => r.codBseSuporte)).toEqual([6, 5, 3, 1]);
  });

  it('rebuilds into fresh tables with the same rows', async () => {
    const fresh = { support_desk: 'support_desk_rebuild' };
    await supportDeskProjection.createTables(db, fresh);
    const all = [
      requested(1, 0),
      requested(2, 5),
      requested(3, 2),
      requested(4, 9),
      deleted(4),
      deleted(2),
      requested(6, 30),
      requested(5, 30),
    ].map(recorded);
    await db.transaction().execute(async (trx) => {
      for (const event of all) await supportDeskProjection.project([event], trx, fresh);
    });
    const rows = async (table: string) =>
      (await db.selectFrom(table).selectAll().orderBy('cod_bse_suporte').execute()) as unknown[];
    expect(await rows('support_desk_rebuild')).toEqual(await rows('support_desk'));
  });
});
