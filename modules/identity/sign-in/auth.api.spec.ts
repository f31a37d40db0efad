import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import type { AccessLogEntry, LoginAnswer, MyData, Page } from '@school/modules/identity';
import { createTestApp, createUsers, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import { TokenService } from '@school/backend/auth/token.service';
import { CommandBus } from '@nestjs/cqrs';
import { SetUserActiveCommand } from '../user/set-user-active.handler.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const PASSWORD = 'senha-certa';
const USERS = {
  aluno: { cstLogin: 'RDMT-0001', codBsePerfil: 6 },
  deactivated: { cstLogin: 'RDMT-0002', codBsePerfil: 5 },
  locked: { cstLogin: 'RDMT-0003', codBsePerfil: 6 },
  wrong: { cstLogin: 'RDMT-0004', codBsePerfil: 6 },
  device: { cstLogin: 'RDMT-0005', codBsePerfil: 8 },
  gone: { cstLogin: 'RDMT-0006', codBsePerfil: 6 },
} as const;
type Name = keyof typeof USERS;

let t: TestApp;
let master: string;
const ids = {} as Record<Name, number>;

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return t.call('POST', '/api/auth/login', {
    body: { username, password },
    headers: { 'user-agent': CHROME_WINDOWS, ...headers },
  });
}

async function accessLog(query: string): Promise<Page<AccessLogEntry>> {
  const response = await t.call('GET', `/api/bse_acesso${query}`, { token: master });
  expect(response.status).toBe(200);
  return (await response.json()) as Page<AccessLogEntry>;
}

beforeAll(async () => {
  t = await createTestApp('identity');
  Object.assign(ids, await createUsers(t, USERS, PASSWORD));
  await t.app.get(CommandBus).execute(new SetUserActiveCommand(ids.deactivated, false, null));
  master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
});

afterAll(() => t?.close());

describe('POST /api/auth/login', () => {
  it('signs in with 202, a token and the session fields', async () => {
    const response = await login(TEST_ADMIN.login, TEST_ADMIN.password);
    expect(response.status).toBe(202);
    const body = (await response.json()) as LoginAnswer;
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      httpStatus: 202,
      codBseUsuario: 1,
      nomUsuario: 'Master',
      nomPerfil: 'Master',
      codBsePerfil: 1,
      codBseEscola: 1,
      codBseUnidade: null,
      codBseTurma: null,
      nomTurma: null,
      codBseUsuarioTurma: null,
      turmas: [],
      cstLogin: TEST_ADMIN.login,
      robo_key: null,
    });
  });

  it('gives a token that opens the own data', async () => {
    const token = await t.signIn(USERS.aluno.cstLogin, PASSWORD);
    const response = await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token });
    expect(response.status).toBe(200);
    expect((await response.json()) as MyData).toMatchObject({
      codBseUsuario: ids.aluno,
      cstLogin: 'RDMT-0001',
      nomUsuario: 'Usuário aluno',
      codBsePerfil: 6,
      nomPerfil: 'Aluno',
      codBseEscola: 1,
      nomEscola: 'Rede de Escolas',
      codBseUnidade: null,
      turmas: [],
      robo_key: null,
    });
  });

  it('accepts the access code in lower case', async () => {
    expect((await login(' rdmt-0001', PASSWORD)).status).toBe(202);
  });

  it('refuses a wrong password with 401 and the message in the caller’s language', async () => {
    const expected = {
      pt: 'Usuário ou senha inválidos',
      en: 'Invalid user or password',
      es: 'Usuario o contraseña inválidos',
    };
    for (const [language, message] of Object.entries(expected)) {
      const response = await login(USERS.wrong.cstLogin, 'senha-errada', { 'accept-language': language });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status: 401,
        httpStatus: 401,
        code: 'login.invalidCredentials',
        message,
      });
    }
  });

  it('refuses an unknown access code exactly like a wrong password', async () => {
    const response = await login('NADA-9999', PASSWORD);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).message).toBe('Usuário ou senha inválidos');
  });

  it('refuses a deactivated user with 410', async () => {
    const response = await login(USERS.deactivated.cstLogin, PASSWORD);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({
      httpStatus: 410,
      code: 'login.deactivated',
      message: 'Usuário desativado.',
    });
  });

  it('refuses a profile without web-portal permission with 400', async () => {
    const response = await login(USERS.device.cstLogin, PASSWORD);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      httpStatus: 400,
      message: 'Usuário sem permissão no portal web.',
    });
  });

  it('answers missing fields with the validation messages', async () => {
    const response = await t.call('POST', '/api/auth/login', { body: {} });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody & { httpStatus: number };
    expect(body.httpStatus).toBe(400);
    expect(body.errors?.map((e) => e.message)).toEqual(['Informe a matrícula.', 'Informe a senha.']);
  });

  it('locks the login after 5 failures: 429, recorded as Bloqueado, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(USERS.locked.cstLogin, `errada-${i}`)).status).toBe(401);
    const blocked = await login(USERS.locked.cstLogin, 'errada-5');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      status: 429,
      httpStatus: 429,
      code: 'login.locked',
      message: 'Muitas tentativas sem sucesso. Tente novamente em 15 minutos.',
    });
    expect((await login(USERS.locked.cstLogin, PASSWORD)).status).toBe(429);
    const log = await accessLog(`?login=${USERS.locked.cstLogin}`);
    expect(log.total).toBe(7);
    expect(log.items.map((e) => [e.txtObservacao, e.indSucesso, e.httpStatus])).toEqual([
      ['Bloqueado', 'N', 429],
      ['Bloqueado', 'N', 429],
      ...Array.from({ length: 5 }, () => ['Senha incorreta', 'N', 401]),
    ]);
  });
});

describe('access log', () => {
  it('records every attempt with its note, success flag, OS, browser and ip', async () => {
    await login(USERS.gone.cstLogin, 'errada');
    await login(USERS.gone.cstLogin, PASSWORD);
    const { items } = await accessLog(`?login=${USERS.gone.cstLogin}&page=1&size=10`);
    const client = {
      nomSo: 'Windows',
      txtVersaoSo: '10',
      nomNavegador: 'Chrome',
      txtVersaoNavegador: '131.0.0.0',
      ip: '127.0.0.1',
    };
    expect(items).toEqual([
      {
        codBseAcesso: expect.any(String),
        cstLogin: 'RDMT-0006',
        codBseUsuario: ids.gone,
        indSucesso: 'S',
        txtObservacao: 'Sucesso',
        httpStatus: 202,
        ...client,
        dthAcesso: expect.any(String),
      },
      expect.objectContaining({
        indSucesso: 'N',
        txtObservacao: 'Senha incorreta',
        httpStatus: 401,
        ...client,
      }),
    ]);
    expect(Date.now() - Date.parse(items[0]!.dthAcesso)).toBeLessThan(60_000);
  });

  it('records unknown logins, deactivated users and the notes of every refusal', async () => {
    const notes = async (login: string) =>
      (await accessLog(`?login=${login}`)).items.map((e) => [e.codBseUsuario, e.txtObservacao]);
    expect(await notes('NADA-9999')).toEqual([[null, 'Senha incorreta']]);
    expect(await notes(USERS.deactivated.cstLogin)).toEqual([[ids.deactivated, 'Usuário desativado']]);
    expect(await notes(USERS.device.cstLogin)).toEqual([[ids.device, 'Sem permissão']]);
  });

  it('pages the whole log newest first', async () => {
    const all = await accessLog('?size=100');
    const second = await accessLog('?page=2&size=3');
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(3, 6));
  });

  it('POST adds client details to the caller’s own latest sign-in only, whatever the body names', async () => {
    const adminBefore = (await accessLog(`?login=${TEST_ADMIN.login}`)).items[0]!;
    const response = await t.call('POST', '/api/bse_acesso', {
      token: await (async () => {
        const signedIn = await login(USERS.aluno.cstLogin, PASSWORD, { 'user-agent': FIREFOX_LINUX });
        return ((await signedIn.json()) as LoginAnswer).access_token;
      })(),
      body: {
        nomSo: 'Windows',
        txtVersaoSo: '11',
        codBseAcesso: adminBefore.codBseAcesso,
        codBseUsuario: 1,
        cstLogin: TEST_ADMIN.login,
        indSucesso: 'S',
        txtObservacao: 'Sucesso',
        dscHashSenha: 'x',
      },
    });
    expect(response.status).toBe(201);
    const own = (await accessLog(`?login=${USERS.aluno.cstLogin}`)).items[0]!;
    expect(await response.json()).toEqual({
      codBseAcesso: own.codBseAcesso,
      nomSo: 'Windows',
      txtVersaoSo: '11',
      nomNavegador: 'Firefox',
      txtVersaoNavegador: '133.0',
    });
    expect(own).toMatchObject({
      codBseUsuario: ids.aluno,
      nomSo: 'Windows',
      txtVersaoSo: '11',
      nomNavegador: 'Firefox',
    });
    expect((await accessLog(`?login=${TEST_ADMIN.login}`)).items[0]).toEqual(adminBefore);
  });

  it('POST says in its OpenAPI description which fields of the legacy body it ignores, and why', async () => {
    const document = (await (await t.call('GET', '/api/docs/openapi.json')).json()) as {
      paths: Record<string, { post?: { description?: string } }>;
    };
    const description = document.paths['/api/bse_acesso']?.post?.description ?? '';
    for (const ignored of [
      'cstLogin',
      'indSucesso',
      'txtObservacao',
      'dscHashSenha',
      'codBseAcesso',
      'codBseUsuario',
    ]) {
      expect(description).toContain(`\`${ignored}\``);
    }
    expect(description).toContain('the server records every sign-in attempt itself');
    expect(description).toContain('a password hash is never taken from a client');
    expect(description).toContain('decision 0062');
  });

  it('POST answers 404 when the caller has no sign-in on record', async () => {
    const token = t.app.get(TokenService).sign({
      userId: ids.wrong,
      profile: 6,
      schoolId: 1,
      unitId: null,
      login: 'RDMT-0004',
      sessionVersion: 0,
    }).token;
    const response = await t.call('POST', '/api/bse_acesso', { token, body: { nomSo: 'Linux' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'access.noAttempt' });
  });

  it('is for the Master only, and for signed-in callers only', async () => {
    const aluno = await t.signIn(USERS.aluno.cstLogin, PASSWORD);
    expect((await t.call('GET', '/api/bse_acesso', { token: aluno })).status).toBe(403);
    expect((await t.call('GET', '/api/bse_acesso')).status).toBe(401);
    expect((await t.call('POST', '/api/bse_acesso', { body: {} })).status).toBe(401);
    expect((await t.call('GET', '/api/bse_usuario/getMeusDados/x')).status).toBe(401);
  });
});

describe('own data after deactivation', () => {
  it('answers 410 to a token that outlived its user’s deactivation', async () => {
    const token = await t.signIn(USERS.gone.cstLogin, PASSWORD);
    await t.app.get(CommandBus).execute(new SetUserActiveCommand(ids.gone, false, null));
    const response = await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token });
    expect(response.status).toBe(410);
  });
});
