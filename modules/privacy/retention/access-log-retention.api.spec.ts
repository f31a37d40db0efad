import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import { accessLogProjection } from '@school/projections/access-log';
import { createTestApp, signedInUser, TEST_PASSWORD, type TestApp } from '@school/backend/test/app';
import { metricValue } from '@school/backend/test/metrics';
import { rebuildProjection } from '@school/backend/projection-engine/rebuild';
import { AccessLogRetention, retentionCutoff } from './access-log-retention.service.js';

let t: TestApp;
let master: string;

const ADDRESS = '198.51.100.201';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** The user's rows of the access log and its counts of sign-ins, as the audit console and the reports read them. */
async function accessOf(id: number) {
  const log = await sql<{ ip: string; nom_navegador: string | null; ind_sucesso: string }>`
    select ip, nom_navegador, ind_sucesso from access_log where cod_bse_usuario = ${id} order by position`.execute(
    t.db,
  );
  const counts = await sql<{ acessos: number }>`
    select acessos from access_counts where cod_bse_usuario = ${id}`.execute(t.db);
  return { log: log.rows, signIns: counts.rows.reduce((sum, row) => sum + row.acessos, 0) };
}

async function oldestKept(): Promise<number | undefined> {
  const response = await t.call('GET', '/api/metrics', { token: master });
  return metricValue(await response.text(), 'school_access_log_oldest_kept_seconds');
}

beforeAll(async () => {
  t = await createTestApp('retention');
  master = await t.signIn('ADMN-0001', 'admin-secret');
});
afterAll(() => t?.close());

describe('the access log’s retention (decision 0061)', () => {
  it('keeps the months at least ACCESS_LOG_RETENTION_MONTHS, whole', () => {
    expect(retentionCutoff(new Date('2026-12-02T10:00:00Z'), 6)).toBe('2026-06');
    expect(retentionCutoff(new Date('2027-01-01T00:00:00Z'), 6)).toBe('2026-07');
    expect(retentionCutoff(new Date('2026-03-31T23:59:00Z'), 12)).toBe('2025-03');
  });

  it('drops the client address and agent of sign-ins past the limit, everywhere, and keeps the counts', async () => {
    const student = await signedInUser(t, 'RTMT-0001', 6);
    const signIn = (password: string) =>
      t.call('POST', '/api/auth/login', {
        body: { username: 'RTMT-0001', password },
        headers: { 'x-forwarded-for': ADDRESS, 'user-agent': AGENT },
      });
    expect((await signIn(TEST_PASSWORD)).status).toBe(202);
    expect((await signIn('errada')).status).toBe(401);
    await t.settled();
    const before = await accessOf(student.id);
    expect(before.log.filter((row) => row.ip === ADDRESS)).toHaveLength(2);
    expect(before.signIns).toBe(2); // signedInUser's own sign-in and this one
    const thisMonth = Date.parse(`${new Date().toISOString().slice(0, 7)}-01T00:00:00Z`) / 1000;
    expect(await oldestKept()).toBeLessThanOrEqual(thisMonth);

    // Seven months on, this month is past a retention of six.
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 7);
    const retention = t.app.get(AccessLogRetention);
    expect((await retention.expire(later)).expiredBefore).toBe(retentionCutoff(later, 6));

    const after = await accessOf(student.id);
    expect(after.log).toHaveLength(before.log.length);
    expect(after.log.every((row) => row.ip === ERASED && row.nom_navegador !== 'Firefox')).toBe(true);
    expect(after.signIns).toBe(before.signIns);
    expect(await oldestKept()).toBe(0);
    // The events themselves: the address no longer opens, in this store or any copy of it.
    const attempts = (await t.store.readAll({ maxCount: 10_000 })).filter((e) => e.type === 'LoginAttempted');
    expect(JSON.stringify(attempts)).not.toContain(ADDRESS);
    expect(JSON.stringify(attempts)).not.toContain('Firefox');
    const { rows } = await sql<{
      text: string;
    }>`select data::text || metadata::text as text from es_events`.execute(t.db);
    expect(rows.map((row) => row.text).join('\n')).not.toContain(ADDRESS);

    // Run again (the next day, a retry): nothing more; a rebuild reads what the live model holds.
    expect((await retention.expire(later)).expiredBefore).toBeNull();
    await rebuildProjection(t.db, t.store, accessLogProjection);
    expect(await accessOf(student.id)).toEqual(after);
  });
});
