import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import type { Projection } from '@school/projections/kernel';
import { IdentityService } from '@school/modules/identity/server';
import { JobsHealth } from '../jobs/jobs-health.js';
import { Lifecycle } from './lifecycle.service.js';
import { ReadinessCheck } from './readiness.service.js';

const PASSWORD = 'senha-certa';

let t: TestApp;
let master: string;
let gestor: string;

beforeAll(async () => {
  t = await createTestApp('health');
  await t.app.get(IdentityService).createUser(
    {
      cstLogin: 'SAUD-0002',
      password: PASSWORD,
      nomUsuario: 'Gestor da Saúde',
      codBsePerfil: 2,
      codBseEscola: 1,
      codBseUnidade: null,
      turmas: [],
    },
    null,
  );
  [master, gestor] = await Promise.all([
    t.signIn(TEST_ADMIN.login, TEST_ADMIN.password),
    t.signIn('SAUD-0002', PASSWORD),
  ]);
});

afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers an anonymous caller the status alone', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers the status alone to other profiles and to a token that does not verify', async () => {
    for (const token of [gestor, `${master}x`]) {
      const response = await t.call('GET', '/api/health', { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('gives the Master the event store, every projection and the queue', async () => {
    const response = await t.call('GET', '/api/health', { token: master });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'ok',
      eventStore: { kind: 'postgres', head: expect.any(String) },
      projections: { healthy: true },
      queue: { redis: 'up', workerInline: true },
    });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers live with nothing checked, to anyone', async () => {
    const response = await t.call('GET', '/api/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready with the status alone, and the Master each check', async () => {
    for (const token of [undefined, gestor]) {
      const response = await t.call('GET', '/api/health/ready', { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
    }
    const detailed = await t.call('GET', '/api/health/ready', { token: master });
    expect(detailed.status).toBe(200);
    expect(await detailed.json()).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'up',
      building: [],
      degraded: [],
      stopping: false,
    });
  });

  it('is not ready while a read model has never reached the log', async () => {
    const unbuilt = { name: 'never-built', version: 1 } as Projection;
    const check = new ReadinessCheck(t.db, t.store, [unbuilt], t.app.get(JobsHealth), t.app.get(Lifecycle));
    expect(await check.check()).toMatchObject({ ready: false, building: ['never-built'] });
  });

  // Last: the instance stays marked.
  it('answers 503 once the instance is stopping, while live still answers 200', async () => {
    t.app.get(Lifecycle).markStopping();
    const response = await t.call('GET', '/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'notReady' });
    const detailed = await t.call('GET', '/api/health/ready', { token: master });
    expect(detailed.status).toBe(503);
    expect(await detailed.json()).toMatchObject({ status: 'notReady', database: 'up', stopping: true });
    expect((await t.call('GET', '/api/health/live')).status).toBe(200);
  });
});
