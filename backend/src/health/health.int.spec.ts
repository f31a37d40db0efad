import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { IdentityService } from '../identity/identity.service.js';

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
