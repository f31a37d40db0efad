import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFixtureImage } from '../../test/fixtures.js';
import { closeTestApps, createTestApp, signedInUser, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { metricValue } from '../../test/metrics.js';
import { openSocket } from '../../test/sockets.js';

const METRICS_TOKEN = 'metrics-scrape-token-for-the-api-spec-0123';

let t: TestApp;
let master: string;
let gestor: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp('metrics', { METRICS_TOKEN });
  master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
  gestor = (await signedInUser(t, 'METR-0002', 2)).token;
});

afterAll(() => closeTestApps(sockets, t));

async function scrape(): Promise<string> {
  const response = await t.call('GET', '/api/metrics', { token: METRICS_TOKEN });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** Scrapes until `check` holds (the gauges follow sockets and jobs as they come and go). */
async function scrapeUntil(check: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await scrape();
    if (check(text) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/metrics', () => {
  it('counts sign-ins by outcome: a success, a wrong password, an unknown login', async () => {
    const before = await scrape();
    const count = (text: string, outcome: string) =>
      metricValue(text, 'school_sign_ins_total', { outcome }) ?? Number.NaN;
    await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { username: TEST_ADMIN.login, password: 'senha-errada' },
    });
    expect(wrong.status).toBe(401);
    await t.call('POST', '/api/auth/login', { body: { username: 'NADA-0001', password: 'qualquer' } });
    const after = await scrape();
    expect(count(after, 'success') - count(before, 'success')).toBe(1);
    expect(count(after, 'wrongPassword') - count(before, 'wrongPassword')).toBe(1);
    expect(count(after, 'unknownLogin') - count(before, 'unknownLogin')).toBe(1);
    // Every outcome is a series from the start, at 0 until it happens.
    expect(metricValue(after, 'school_sign_ins_total', { outcome: 'throttled' })).toBe(0);
  });

  it('times every command on the bus by class and outcome', async () => {
    const counted = (text: string, command: string, outcome: string, suffix = 'count', le?: string) =>
      metricValue(text, `school_command_duration_seconds_${suffix}`, {
        command,
        outcome,
        ...(le ? { le } : {}),
      }) ?? 0;
    const before = await scrape();
    const body = { nomEscola: 'Escola Métrica', cstTxtPrefixoLogin: 'MT' };
    expect((await t.call('POST', '/api/bse_escola', { token: master, body })).status).toBe(200);
    const taken = await t.call('POST', '/api/bse_escola', {
      token: master,
      body: { ...body, nomEscola: 'Outra' },
    });
    expect(taken.status).toBe(400);
    const after = await scrape();
    const grew = (command: string, outcome: string, suffix?: string, le?: string) =>
      counted(after, command, outcome, suffix, le) - counted(before, command, outcome, suffix, le);
    expect(grew('CreateSchoolCommand', 'ok')).toBe(1);
    expect(grew('CreateSchoolCommand', 'ok', 'bucket', '+Inf')).toBe(1);
    expect(grew('CreateSchoolCommand', 'ok', 'sum')).toBeGreaterThan(0);
    expect(grew('CreateSchoolCommand', 'ok', 'sum')).toBeLessThan(15);
    expect(grew('CreateSchoolCommand', 'refused')).toBe(1);
    expect(grew('CreateSchoolCommand', 'error')).toBe(0);
    // Sign-ins are commands too.
    expect(counted(after, 'SignInCommand', 'ok')).toBeGreaterThanOrEqual(2);
    expect(after).toContain('# TYPE school_command_duration_seconds histogram');
  });

  it('reads each read model’s lag and status, and each queue’s jobs, when scraped', async () => {
    const upload = await uploadFixtureImage(t.url, master);
    expect(upload.ok).toBe(true);
    await t.settled();
    // An event appended after settling (a sign-in of an earlier test's client, a scaled image) is
    // lag until the next batch: the gauge reaches 0 once the read model has it.
    const text = await scrapeUntil(
      (s) => metricValue(s, 'school_projection_lag_events', { read_model: 'school-list' }) === 0,
    );
    expect(metricValue(text, 'school_projection_lag_events', { read_model: 'school-list' })).toBe(0);
    expect(
      metricValue(text, 'school_projection_status', { read_model: 'school-list', status: 'running' }),
    ).toBe(1);
    expect(
      metricValue(text, 'school_projection_status', { read_model: 'school-list', status: 'failed' }),
    ).toBe(0);
    expect(metricValue(text, 'school_projection_parked_events', { read_model: 'school-list' })).toBe(0);
    expect(metricValue(text, 'school_projection_leader')).toBe(1);
    // The image was scaled; nothing waits or failed; the orphan sweep waits for its next run.
    for (const queue of ['images', 'bulk-users', 'files-cleanup', 'report-exports', 'data-copies'])
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        expect(metricValue(text, 'school_queue_jobs', { queue, state }), `${queue} ${state}`).toBe(
          queue === 'files-cleanup' && state === 'delayed' ? 1 : 0,
        );
    expect(metricValue(text, 'school_redis_up')).toBe(1);
  });

  it('counts this instance’s sockets per namespace', async () => {
    await openSocket(t.url, gestor, sockets);
    const text = await scrapeUntil((s) => metricValue(s, 'school_sockets', { namespace: '/' }) === 1);
    expect(metricValue(text, 'school_sockets', { namespace: '/' })).toBe(1);
    expect(metricValue(text, 'school_sockets', { namespace: '/chat' })).toBe(0);
  });

  it('carries the process metrics under their usual names', async () => {
    const text = await scrape();
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(metricValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('answers the scrape token and the Master; 401 without them or with a wrong token, 403 to others', async () => {
    expect((await t.call('GET', '/api/metrics', { token: master })).status).toBe(200);
    expect((await t.call('GET', '/api/metrics')).status).toBe(401);
    expect((await t.call('GET', '/api/metrics', { token: `${METRICS_TOKEN}x` })).status).toBe(401);
    expect((await t.call('GET', '/api/metrics', { token: gestor })).status).toBe(403);
  });

  it('is described in the OpenAPI document beside the probes', async () => {
    const document = (await (await t.call('GET', '/api/docs/openapi.json')).json()) as {
      paths: Record<string, { get?: { summary?: string } }>;
    };
    for (const path of ['/api/metrics', '/api/health/live', '/api/health/ready'])
      expect(document.paths[path]?.get?.summary, path).toBeTruthy();
  });
});
