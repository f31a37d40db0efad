import { describe, expect, it } from 'vitest';
import { api as callApi, ApiError } from '../shared/api';
import { sessionStore } from '../shared/session';
import { mockApi, pending, refusal, reply, restoreApi } from './api';
import { demoUser, myData, signInAs } from './session';

describe('mockApi', () => {
  it('answers a route with 200 JSON and records the call', async () => {
    const api = mockApi({ 'GET /bse_unidade': [{ codBseUnidade: 7 }] });
    expect(await callApi('/bse_unidade')).toEqual([{ codBseUnidade: 7 }]);
    expect(api.calls('GET /bse_unidade')).toHaveLength(1);
    expect(api.calls()[0]).toMatchObject({ method: 'GET', url: '/api/bse_unidade', path: '/bse_unidade' });
  });

  it('matches :params and answers what a function of the request returns, with its status', async () => {
    const api = mockApi({
      'DELETE /bse_unidade/:id': (req) => (req.params.id === '7' ? 1 : reply(404, { message: 'x' })),
    });
    expect(await callApi('/bse_unidade/7', { method: 'DELETE' })).toBe(1);
    await expect(callApi('/bse_unidade/8', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiError);
    expect(api.calls('DELETE /bse_unidade/:id').map((c) => c.params.id)).toEqual(['7', '8']);
  });

  it('prefers the route with the query, and lets other query parameters through', async () => {
    mockApi({ 'GET /bse_usuario': 'all', 'GET /bse_usuario?codBseTurma=5': 'class 5' });
    expect(await callApi('/bse_usuario?codBseTurma=5&page=2')).toBe('class 5');
    expect(await callApi('/bse_usuario?codBseTurma=6')).toBe('all');
  });

  it('matches the rest of a path with a final *', async () => {
    const api = mockApi({ 'GET /files/*': 'file' });
    expect(await callApi('/files/a/b.png')).toBe('file');
    expect(api.calls()[0]!.params['*']).toBe('a/b.png');
  });

  it('records the bodies, the idempotency keys and the writes', async () => {
    const api = mockApi({ 'POST /bse_turma': 1 });
    await callApi('/bse_turma', { body: { nomTurma: '6A' }, idempotencyKey: 'k-1' });
    expect(api.bodies('POST /bse_turma')).toEqual([{ nomTurma: '6A' }]);
    expect(api.calls('POST /bse_turma')[0]!.key).toBe('k-1');
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/bse_turma', body: { nomTurma: '6A' } }]);
  });

  it('answers a refusal as the backend does, and a route changed during the test', async () => {
    const api = mockApi({ 'PUT /bse_turma/:id': 1 });
    api.on({ 'PUT /bse_turma/:id': refusal(409, 'Turma já cadastrado.', 'class.duplicate') });
    await expect(callApi('/bse_turma/1', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 409,
      message: 'Turma já cadastrado.',
    });
  });

  it('replaces a route named with or without /api', async () => {
    const api = mockApi({ 'GET /api/bse_escola': [] });
    api.on({ 'GET /bse_escola': [1] });
    expect(await callApi('/bse_escola')).toEqual([1]);
  });

  it('leaves a pending request to its caller’s abort', async () => {
    mockApi({ 'GET /slow': () => pending() });
    const controller = new AbortController();
    const call = callApi('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
  });

  it('fails the test after a request without a route, naming it', async () => {
    const api = mockApi({});
    await expect(callApi('/nowhere')).rejects.toMatchObject({ status: 501 });
    expect(api.unexpected().map((r) => r.url)).toEqual(['/api/nowhere']);
    expect(() => restoreApi()).toThrow(/GET \/api\/nowhere/);
  });

  it('refuses a route that is not "METHOD /path"', () => {
    expect(() => mockApi({ '/bse_unidade': [] })).toThrow(/METHOD \/path/);
  });
});

describe('signInAs', () => {
  it('starts the session of a demo profile, with overrides', () => {
    signInAs(4, { codBseUnidade: 3 });
    expect(sessionStore.get()).toMatchObject({
      token: 'token',
      user: { codBsePerfil: 4, nomPerfil: 'Coordenador', codBseEscola: 2, codBseUnidade: 3 },
    });
    expect(demoUser(1)).toMatchObject({ codBseEscola: 1, codBseUnidade: null, cstLogin: 'DMMT-0001' });
    expect(myData()).toMatchObject({ codBsePerfil: 4, nomEscola: 'Escola Demonstração', imgAvatar: null });
  });
});
