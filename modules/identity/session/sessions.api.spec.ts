import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { sql } from 'kysely';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';
import { openSocket } from '@school/backend/test/sockets';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@school/backend/auth/token.service';
import { IdentityService } from '../identity.service.js';

/**
 * Sessions end when they should (issue 8): every authenticated request is checked against the
 * account as it is now, on every instance, within a second of the change.
 */
let t: TestApp;
let org: Organization;
let master: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp('sessions');
  org = await buildOrganization(t);
  master = org.users.master.token;
});
afterAll(() => t?.close());

/** A fresh user of school A / unit A1 and a token of it. */
async function newUser(
  profile: Profile,
  turmas: number[] = [],
): Promise<{ id: number; login: string; token: string }> {
  const login = `SSMT-${String(++sequence).padStart(4, '0')}`;
  const { codBseUsuario } = await t.app.get(IdentityService).createUser(
    {
      cstLogin: login,
      password: FIXTURE_PASSWORD,
      nomUsuario: `Sessão ${login}`,
      codBsePerfil: profile,
      codBseEscola: org.schools.a,
      codBseUnidade: org.units.a1,
      turmas,
    },
    null,
  );
  return { id: codBseUsuario, login, token: await t.signIn(login, FIXTURE_PASSWORD) };
}

/** An administrator's user form: the given fields, in school A / unit A1 and class a1 unless changed. */
const userForm = (fields: object) => ({
  codBseEscola: org.schools.a,
  codBseUnidade: org.units.a1,
  arrayCodBseTurmas: [org.classes.a1],
  ...fields,
});

/** An authenticated call every profile may make (201): 401 once the token no longer stands. */
const touch = (app: TestApp, token: string) =>
  app.call('POST', '/api/bse_acesso', { token, body: { nomSo: 'Linux' } }).then((r) => r.status);

/** Polls for at most one second: the status the token gets by then. */
async function statusWithin1s(app: TestApp, token: string, expected: number): Promise<number> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const status = await touch(app, token);
    if (status === expected || Date.now() >= deadline) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const ownData = (token: string) => t.call('GET', '/api/bse_usuario/getMeusDados/x', { token });

describe('revocation takes effect at once', () => {
  it('refuses a deleted user’s token, and leaves other users alone', async () => {
    const gone = await newUser(6, [org.classes.a1]);
    const other = await newUser(6, [org.classes.a1]);
    expect(await touch(t, gone.token)).toBe(201);
    expect((await t.call('DELETE', `/api/bse_usuario/${gone.id}`, { token: master })).status).toBe(200);
    expect(await statusWithin1s(t, gone.token, 401)).toBe(401);
    const body = (await (await ownData(gone.token)).json()) as { message: string };
    expect(body.message).toBe('Sessão expirou.');
    expect(await touch(t, other.token)).toBe(201);
  });

  it('refuses a deactivated user’s token: 401 everywhere, 410 on the own-data call', async () => {
    const user = await newUser(6, [org.classes.a1]);
    expect((await t.call('POST', `/api/bse_usuario/${user.id}/desativar`, { token: master })).status).toBe(
      200,
    );
    expect(await statusWithin1s(t, user.token, 401)).toBe(401);
    const own = await ownData(user.token);
    expect([own.status, ((await own.json()) as { message: string }).message]).toEqual([
      410,
      'Usuário desativado.',
    ]);
    // Reactivated, the old token stays ended; a new sign-in works.
    expect((await t.call('POST', `/api/bse_usuario/${user.id}/reativar`, { token: master })).status).toBe(
      200,
    );
    expect(await touch(t, user.token)).toBe(401);
    expect(await touch(t, await t.signIn(user.login, FIXTURE_PASSWORD))).toBe(201);
  });

  it('refuses a demoted Coordenador’s token: it can no longer create users', async () => {
    const coordenador = await newUser(4);
    const demoted = await t.call('PUT', `/api/bse_usuario/${coordenador.id}`, {
      token: master,
      body: userForm({
        codBseUsuario: coordenador.id,
        cstLogin: coordenador.login,
        nomUsuario: 'Agora professor',
        codBsePerfil: 5,
      }),
    });
    expect(demoted.status).toBe(200);
    expect(await statusWithin1s(t, coordenador.token, 401)).toBe(401);
    const create = await t.call('POST', '/api/bse_usuario', {
      token: coordenador.token,
      body: userForm({
        cstLogin: 'ALUM-9999',
        txtSenha: 'senha-forte',
        nomUsuario: 'Aluno',
        codBsePerfil: 6,
      }),
    });
    expect(create.status).toBe(401);
  });

  it('refuses a token after a change of class by an administrator, not after a change of name', async () => {
    const student = await newUser(6, [org.classes.a1]);
    const edit = (changes: object) =>
      t.call('PUT', `/api/bse_usuario/${student.id}`, {
        token: master,
        body: userForm({
          codBseUsuario: student.id,
          cstLogin: student.login,
          nomUsuario: 'Aluno',
          codBsePerfil: 6,
          ...changes,
        }),
      });
    expect((await edit({ nomUsuario: 'Aluno Renomeado' })).status).toBe(200);
    expect(await touch(t, student.token)).toBe(201);
    expect((await edit({ arrayCodBseTurmas: [org.classes.a1b] })).status).toBe(200);
    expect(await statusWithin1s(t, student.token, 401)).toBe(401);
  });

  it('ends every other token on a password change; the answer carries a fresh one', async () => {
    const user = await newUser(6, [org.classes.a1]);
    const tablet = await t.signIn(user.login, FIXTURE_PASSWORD);
    const changed = await t.call('POST', '/api/bse_usuario/changePassword', {
      token: user.token,
      body: { actualPassword: FIXTURE_PASSWORD, newPassword: 'nova-senha-1', confirmation: 'nova-senha-1' },
    });
    expect(changed.status).toBe(200);
    const { ok, access_token } = (await changed.json()) as { ok: boolean; access_token: string };
    expect(ok).toBe(true);
    expect(await statusWithin1s(t, user.token, 401)).toBe(401);
    expect(await touch(t, tablet)).toBe(401);
    expect(await touch(t, access_token)).toBe(201);
  });

  it('signs out one token on the server, and everywhere on request', async () => {
    const user = await newUser(6, [org.classes.a1]);
    const phone = await t.signIn(user.login, FIXTURE_PASSWORD);
    const laptop = await t.signIn(user.login, FIXTURE_PASSWORD);
    const out = await t.call('POST', '/api/auth/logout', { token: user.token });
    expect([out.status, await out.json()]).toEqual([200, { ok: true, everywhere: false }]);
    expect(await touch(t, user.token)).toBe(401);
    expect(await touch(t, phone)).toBe(201);
    const everywhere = await t.call('POST', '/api/auth/logout', { token: phone, body: { everywhere: true } });
    expect([everywhere.status, await everywhere.json()]).toEqual([200, { ok: true, everywhere: true }]);
    expect(await touch(t, phone)).toBe(401);
    expect(await touch(t, laptop)).toBe(401);
    expect(await touch(t, await t.signIn(user.login, FIXTURE_PASSWORD))).toBe(201);
    const events = await t.store.readStream(`session-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['SignedOut', 'SignedOutEverywhere']);
  });

  it('reaches a second app instance sharing PostgreSQL and Redis within a second', async () => {
    const second = await createTestApp('sessions-2', {}, { sharing: t });
    try {
      const user = await newUser(6, [org.classes.a1]);
      const signedOut = await newUser(6, [org.classes.a1]);
      // Both instances have the users' sessions cached before the change.
      expect(await touch(second, user.token)).toBe(201);
      expect(await touch(second, signedOut.token)).toBe(201);
      expect((await t.call('POST', `/api/bse_usuario/${user.id}/desativar`, { token: master })).status).toBe(
        200,
      );
      expect(await statusWithin1s(second, user.token, 401)).toBe(401);
      expect((await t.call('POST', '/api/auth/logout', { token: signedOut.token })).status).toBe(200);
      expect(await statusWithin1s(second, signedOut.token, 401)).toBe(401);
      expect(await touch(second, org.users.alunoA1.token)).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('holds a sign-out at once on both instances while the session read model has not applied it yet', async () => {
    const second = await createTestApp('sessions-3', {}, { sharing: t });
    const user = await newUser(6, [org.classes.a1]);
    const phone = await t.signIn(user.login, FIXTURE_PASSWORD);
    const other = await newUser(6, [org.classes.a1]);
    // Both instances have the sessions cached, as a busy school's would.
    for (const token of [user.token, phone, other.token]) expect(await touch(second, token)).toBe(201);
    // Under load the projector falls behind: here it cannot write the sessions' table at all.
    const lag = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await lag.connect();
    try {
      await lag.query('begin');
      await lag.query('lock table user_sessions in exclusive mode');
      const one = await t.call('POST', '/api/auth/logout', { token: user.token });
      expect(one.status).toBe(200);
      expect(await touch(t, user.token)).toBe(401);
      expect(await touch(second, user.token)).toBe(401);
      expect(await touch(second, phone)).toBe(201);
      const everywhere = { token: phone, body: { everywhere: true } };
      expect((await second.call('POST', '/api/auth/logout', everywhere)).status).toBe(200);
      expect(await touch(t, phone)).toBe(401);
      expect(await touch(second, phone)).toBe(401);
      expect(await touch(second, other.token)).toBe(201);
      expect(await sessionVersionOf(user.id)).toBe(0);
    } finally {
      await lag.query('rollback');
      await lag.end();
      await second.close();
    }
    // Once the read model has them, they hold as before, and a new sign-in stands.
    expect(await touch(t, phone)).toBe(401);
    expect(await touch(t, await t.signIn(user.login, FIXTURE_PASSWORD))).toBe(201);
  });

  /**
   * Tokens signed with the server's own secret (a leaked one) that no sign-in makes: the user's
   * claims as a sign-in signs them, and one thing changed. `sv` is the user's session version.
   */
  const forgeries: [name: string, forge: (user: { id: number; login: string }, sv: number) => string][] = [
    ['of another issuer', (user, sv) => forged(user, sv, { issuer: 'someone-else' })],
    ['without an expiry', (user, sv) => forged(user, sv, {}, false)],
    ['of a session version above the account’s', (user, sv) => forged(user, sv + 1)],
    ['of a session version far above the account’s', (user, sv) => forged(user, sv + 1000)],
  ];

  it.each(forgeries)(
    'refuses a token %s, signed with the server’s secret, on HTTP (401) and on sockets alike, storing nothing',
    async (_name, forge) => {
      const user = await newUser(6, [org.classes.a1]);
      // A revocation first, so that the account's version is not 0.
      const everywhere = { token: user.token, body: { everywhere: true } };
      expect((await t.call('POST', '/api/auth/logout', everywhere)).status).toBe(200);
      const fresh = await t.signIn(user.login, FIXTURE_PASSWORD);
      const version = await sessionVersionOf(user.id);
      expect(version).toBeGreaterThan(0);
      // The user's entry is cached by now: the forged token meets the cache, not only the read model.
      expect(await touch(t, fresh)).toBe(201);
      const token = forge(user, version);
      const head = await t.store.headPosition();
      const response = await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token });
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([
        401,
        'generic.unauthenticated',
      ]);
      expect(await touch(t, token)).toBe(401);
      await expect(openSocket(`${t.url}/chat`, token, sockets)).rejects.toMatchObject({
        message: 'unauthorized',
      });
      expect(await t.store.headPosition()).toBe(head);
      // The token a sign-in made still stands.
      expect(await touch(t, fresh)).toBe(201);
    },
  );
});

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

/** The user's session version, as the read model the checks follow holds it. */
async function sessionVersionOf(userId: number): Promise<number> {
  const { rows } = await sql<{ version: number }>`
    select version from user_sessions where user_id = ${userId}`.execute(t.db);
  return Number(rows[0]!.version);
}

/** A token as a sign-in signs it for `user` at session version `sv`, with `options` changed (and no `exp` unless `expires`). */
function forged(
  user: { id: number; login: string },
  sv: number,
  options: jwt.SignOptions = {},
  expires = true,
): string {
  return jwt.sign(
    { prf: 6, sch: org.schools.a, uni: org.units.a1, lgn: user.login, sv },
    t.config.JWT_SECRET!,
    {
      algorithm: 'HS256',
      subject: String(user.id),
      ...(expires ? { expiresIn: 60 } : {}),
      jwtid: randomUUID(),
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      ...options,
    },
  );
}

describe('sign-in abuse', () => {
  const signIn = (login: string, password: string, ip: string) =>
    t.call('POST', '/api/auth/login', {
      body: { username: login, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('does not let a stranger’s 5 wrong passwords from one address lock the owner out of another', async () => {
    const owner = await newUser(6, [org.classes.a1]);
    for (let i = 0; i < 5; i++)
      expect((await signIn(owner.login, 'errada', '203.0.113.50')).status).toBe(401);
    const locked = await signIn(owner.login, FIXTURE_PASSWORD, '203.0.113.50');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(((await locked.json()) as { message: string }).message).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 15 minutos.',
    );
    expect((await signIn(owner.login, FIXTURE_PASSWORD, '198.51.100.7')).status).toBe(202);
    const notes = await sql<{ txt_observacao: string; ip: string }>`
      select txt_observacao, ip from access_log where cst_login = ${owner.login} order by position`.execute(
      t.db,
    );
    expect(notes.rows.map((r) => `${r.ip} ${r.txt_observacao}`)).toEqual([
      '127.0.0.1 Sucesso',
      ...Array.from({ length: 5 }, () => '203.0.113.50 Senha incorreta'),
      '203.0.113.50 Bloqueado',
      '198.51.100.7 Sucesso',
    ]);
  });

  it('throttles an address that sprays 30 logins, records every refusal, and leaves other addresses alone', async () => {
    const owner = await newUser(6, [org.classes.a1]);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn(`SPRY-${String(i).padStart(4, '0')}`, 'senha123', '192.0.2.99')).status);
    // LOGIN_ADDRESS_MAX_FAILURES (20) failures are answered as such; from the 21st on, not one is checked.
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 401));
    expect(statuses.slice(20)).toEqual(Array.from({ length: 10 }, () => 429));
    expect((await signIn(owner.login, FIXTURE_PASSWORD, '192.0.2.99')).status).toBe(429);
    expect((await signIn(owner.login, FIXTURE_PASSWORD, '192.0.2.100')).status).toBe(202);
    const { rows } = await sql<{ n: number; blocked: number }>`
      select count(*)::int as n, count(*) filter (where txt_observacao = 'Bloqueado')::int as blocked
      from access_log where ip = '192.0.2.99'`.execute(t.db);
    expect(rows[0]).toEqual({ n: 31, blocked: 11 });
  });

  it('refuses the right current password after PASSWORD_CHANGE_MAX_FAILURES (5) wrong ones, with the limit message', async () => {
    const user = await newUser(6, [org.classes.a1]);
    const change = (actualPassword: string, language = 'pt') =>
      t.call('POST', '/api/bse_usuario/changePassword', {
        token: user.token,
        body: { actualPassword, newPassword: 'nova-senha-2', confirmation: 'nova-senha-2' },
        headers: { 'accept-language': language },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(`errada-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The 6th try is refused before its password is checked: the right one fares no better.
    const head = await t.store.headPosition();
    const refused = await change(FIXTURE_PASSWORD);
    expect(await t.store.headPosition()).toBe(head);
    const body = (await refused.json()) as { code: string; message: string };
    expect([refused.status, body.code, body.message]).toEqual([
      429,
      'password.tooManyAttempts',
      'Muitas tentativas com a senha atual incorreta. Tente novamente em 15 minutos.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(((await (await change(FIXTURE_PASSWORD, 'en')).json()) as { message: string }).message).toBe(
      'Too many attempts with a wrong current password. Try again in 15 minutes.',
    );
    // The password did not change: the old one still signs in.
    expect(await touch(t, await t.signIn(user.login, FIXTURE_PASSWORD))).toBe(201);
  });

  it('lets 30 simultaneous sign-ins to one login all succeed, each in the access log', async () => {
    const lab = await newUser(6, [org.classes.a1]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(lab.login, FIXTURE_PASSWORD, `10.1.0.${i + 1}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 202));
    const log = await t.call('GET', `/api/bse_acesso?login=${lab.login}&size=100`, { token: master });
    const page = (await log.json()) as { total: number; items: { txtObservacao: string }[] };
    // The fixture's own sign-in, then the 30.
    expect(page.total).toBe(31);
    expect(page.items.every((e) => e.txtObservacao === 'Sucesso')).toBe(true);
  });
});
