import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportRequest } from '@school/modules/support';
import { IdentityService } from '@school/modules/identity/server';
import { createTestApp, signedInUser, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/test/api';

/** "Esqueci minha senha" (decision 0069): public, one answer whatever the login, per address. */
describe('password help API (POST /api/auth/esqueci-senha)', () => {
  let t: TestApp;
  let assistente: string;
  let schoolId: number;
  let gestorId: number;

  beforeAll(async () => {
    t = await createTestApp('password-help', { PASSWORD_HELP_PER_HOUR: '3' });
    const master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const school = await t.call('POST', '/api/bse_escola', {
      token: master,
      body: {
        nomEscola: 'Escola Sabiá',
        cstTxtPrefixoLogin: 'SB',
        codBseEndereco: null,
        codUsuarioCriacao: 1,
      },
    });
    expect(school.status).toBe(200);
    const schools = (await (await t.call('GET', '/api/bse_escola', { token: master })).json()) as {
      codBseEscola: number;
      cstTxtPrefixoLogin: string;
    }[];
    schoolId = schools.find((s) => s.cstTxtPrefixoLogin === 'SB')!.codBseEscola;
    ({ codBseUsuario: gestorId } = await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'SBMT-0002',
        password: 'senha-da-gestora',
        nomUsuario: 'Gestora Sabiá',
        codBsePerfil: 2,
        codBseEscola: schoolId,
        codBseUnidade: null,
        turmas: [],
      },
      null,
    ));
    ({ token: assistente } = await signedInUser(t, 'RDMT-0007', 7));
  });

  afterAll(async () => {
    await t.close();
  });

  const ask = (body: unknown) => t.call('POST', '/api/auth/esqueci-senha', { body });
  const desk = async (school?: number) =>
    (await (
      await t.call('GET', `/api/bse_suporte${school ? `?codBseEscola=${school}` : ''}`, { token: assistente })
    ).json()) as SupportRequest[];

  it('answers an existing and an unknown login alike, and puts a request on the desk of the login’s school only', async () => {
    const known = await ask({ login: 'sbmt-0002' });
    const unknown = await ask({ login: 'SBZZ-9999' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()];
    expect(knownBody).toBe(unknownBody);
    expect(JSON.parse(knownBody)).toEqual({ message: 'support.passwordHelpSent' });
    for (const header of ['x-read-model', 'idempotent-replayed'])
      expect(known.headers.get(header)).toBe(unknown.headers.get(header));

    await expect.poll(() => desk(schoolId), { timeout: 15_000 }).toHaveLength(1);
    const [request] = await desk(schoolId);
    expect(request).toMatchObject({
      name: 'Gestora Sabiá',
      email: '',
      pagina: 'acesso',
      codBseUsuario: gestorId,
      codBseEscola: schoolId,
    });
    expect(request!.desc).toContain('SBMT-0002');
    // Not on another school's part of the desk; nothing was written for the unknown login.
    expect(await desk(1)).toEqual([]);
    expect((await desk()).map((r) => r.codBseSuporte)).toEqual([request!.codBseSuporte]);
    const [event] = await t.store.readStream(`support-${request!.codBseSuporte}`);
    expect(event).toMatchObject({
      type: 'SupportRequested',
      data: { codBseUsuario: gestorId, codBseEscola: schoolId },
      metadata: { actorId: null },
    });
  });

  it('asks for the login', async () => {
    const refused = await ask({ login: '  ' });
    const body = (await refused.json()) as ErrorBody;
    expect(refused.status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'login', code: 'login.required' })]);
  });

  it('takes PASSWORD_HELP_PER_HOUR (here 3) requests from one address, then 429 with Retry-After', async () => {
    // Two were taken above (the refused empty login is not counted: it never reached the limit).
    expect((await ask({ login: 'SBZZ-0001' })).status).toBe(202);
    const head = await t.store.headPosition();
    const refused = await ask({ login: 'SBMT-0002' });
    const body = (await refused.json()) as ErrorBody;
    expect([refused.status, body.code]).toEqual([429, 'support.passwordHelpTooMany']);
    expect(body.message).toMatch(/^Você já pediu ajuda muitas vezes\. Tente novamente em \d+ minutos\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.store.headPosition()).toBe(head);
    expect(await desk(schoolId)).toHaveLength(1);
  });
});
