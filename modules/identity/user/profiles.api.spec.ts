import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel';
import type { ProfileItem } from '@school/modules/identity';
import { createTestApp, TEST_ADMIN, type TestApp, signedInUser } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';

let t: TestApp;
const tokens = new Map<Profile, string>();

const codes = async (profile: Profile, path = '/api/bse_perfil') => {
  const response = await t.call('GET', path, { token: tokens.get(profile) });
  expect(response.status).toBe(200);
  return ((await response.json()) as ProfileItem[]).map((p) => p.codBsePerfil);
};

beforeAll(async () => {
  t = await createTestApp('profiles');
  tokens.set(1, await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password));
  for (const profile of [2, 3, 4, 5] as const)
    tokens.set(profile, (await signedInUser(t, `RDMT-020${profile}`, profile)).token);
});
afterAll(() => t?.close());

describe('profiles API', () => {
  it('lists the profiles the caller may give: a Gestor never a Gestor, a Diretor or Coordenador teachers and students', async () => {
    const master = await t.call('GET', '/api/bse_perfil', { token: tokens.get(1) });
    expect(await master.json()).toEqual([
      { codBsePerfil: 1, nomPerfil: 'Master' },
      { codBsePerfil: 2, nomPerfil: 'Gestor' },
      { codBsePerfil: 3, nomPerfil: 'Diretor' },
      { codBsePerfil: 4, nomPerfil: 'Coordenador' },
      { codBsePerfil: 5, nomPerfil: 'Professor' },
      { codBsePerfil: 6, nomPerfil: 'Aluno' },
      { codBsePerfil: 7, nomPerfil: 'Assistente' },
    ]);
    expect(await codes(2)).toEqual([3, 4, 5, 6]);
    expect(await codes(3)).toEqual([5, 6]);
    expect(await codes(4)).toEqual([5, 6]);
  });

  it('answers one profile by code, 404 for a code that does not exist', async () => {
    const gestor = await t.call('GET', '/api/bse_perfil/2', { token: tokens.get(3) });
    expect(await gestor.json()).toEqual({ codBsePerfil: 2, nomPerfil: 'Gestor' });
    for (const code of ['8', '0', 'abc'])
      expect((await t.call('GET', `/api/bse_perfil/${code}`, { token: tokens.get(1) })).status).toBe(404);
  });

  it('lists the profiles a calendar event can address: everyone with the calendar', async () => {
    expect(await codes(5, '/api/bse_perfil/perfisCalendario/x')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses to create, change or delete a profile: the codes are fixed by the platform', async () => {
    const token = tokens.get(1);
    const attempts = [
      await t.call('POST', '/api/bse_perfil', {
        token,
        body: { nomPerfil: 'Analista', codPerfilCriacao: 1 },
      }),
      await t.call('PUT', '/api/bse_perfil/3', { token, body: { codBsePerfil: 3, nomPerfil: 'Diretora' } }),
      await t.call('DELETE', '/api/bse_perfil/3', { token }),
    ];
    for (const response of attempts) {
      const body = (await response.json()) as ErrorBody;
      expect([response.status, response.headers.get('allow'), body.code, body.message]).toEqual([
        405,
        'GET',
        'profile.fixed',
        'Os perfis são fixos: não podem ser criados, alterados nem apagados.',
      ]);
    }
    const english = await t.call('DELETE', '/api/bse_perfil/3', {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(((await english.json()) as ErrorBody).message).toBe(
      'Profiles are fixed: they cannot be created, changed or deleted.',
    );
    expect(await codes(1)).toHaveLength(7);
  });
});
