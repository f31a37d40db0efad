import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';

/** The app's JSON lines, as a log shipper would read them from stdout. */
const written: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});

const lines = (): Record<string, unknown>[] =>
  written
    .join('')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const linesOf = (correlationId: string) => lines().filter((l) => l.correlationId === correlationId);
const closingLine = (correlationId: string) =>
  linesOf(correlationId).find((l) => l.msg === 'request completed');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp(
    'request-log',
    // `log` (pino's info): one line per request. The postal-code provider is unreachable, so its
    // lookup logs a warning in the middle of a request.
    { LOG_LEVEL: 'log', POSTAL_CODE_URL: 'http://127.0.0.1:1/{cep}', POSTAL_CODE_TIMEOUT_MS: '500' },
    { logDestination: destination },
  );
  token = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
});
afterAll(() => t.close());

describe('the request id', () => {
  it('keeps a sane X-Request-Id: answered back, on the log lines, in the events the request appends', async () => {
    const response = await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Rastreada', cstTxtPrefixoLogin: 'RT' },
      headers: { 'x-request-id': 'proxy-req-42.a:b' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('proxy-req-42.a:b');
    const { rows } = await sql<{ type: string }>`select type from es_events
      where metadata->>'correlationId' = 'proxy-req-42.a:b' order by global_position`.execute(t.db);
    // The prefix's reservation and the school: both of this request.
    expect(rows.map((r) => r.type)).toEqual(['ValueReserved', 'SchoolCreated']);
    expect(closingLine('proxy-req-42.a:b')).toMatchObject({
      req: { method: 'POST', url: '/api/bse_escola' },
      res: { statusCode: 200 },
      userId: 1,
    });
  });

  it('replaces an id that could forge a log line or is too long, and makes one when none comes', async () => {
    for (const sent of ['two words', 'quote"d', 'x'.repeat(129), undefined]) {
      const response = await t.call('GET', '/api/bse_escola', {
        token,
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id, String(sent)).toMatch(UUID);
      expect(closingLine(id)).toMatchObject({ userId: 1, res: { statusCode: 200 } });
    }
  });

  it('is answered on refusals too, and the lines of an unauthenticated request have no user', async () => {
    const response = await t.call('GET', '/api/bse_escola', { headers: { 'x-request-id': 'anon-1' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe('anon-1');
    const line = closingLine('anon-1');
    expect(line).toMatchObject({ res: { statusCode: 401 } });
    expect(line).not.toHaveProperty('userId');
  });

  it('ties what the app logs during a request to it and to the signed-in user', async () => {
    const response = await t.call('GET', '/api/cep/01001000', {
      token,
      headers: { 'x-request-id': 'cep-1' },
    });
    expect(response.status).toBe(404);
    expect(linesOf('cep-1')).toContainEqual(
      expect.objectContaining({ context: 'PostalCode', level: 40, userId: 1, correlationId: 'cep-1' }),
    );
  });
});

describe('what is never logged', () => {
  it('leaves out passwords, tokens, Authorization headers and the calendar feed token', async () => {
    const secretPassword = 'segredo-da-troca-77';
    // A sign-in (password in the body), a refused one, a password change, and a calendar feed.
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: TEST_ADMIN.login, password: TEST_ADMIN.password },
      headers: { 'x-request-id': 'secret-1', cookie: 'session=cookie-value-1' },
    });
    const fresh = ((await signIn.json()) as { access_token: string }).access_token;
    await t.call('POST', '/api/auth/login', {
      body: { username: TEST_ADMIN.login, password: secretPassword },
      headers: { 'x-request-id': 'secret-2' },
    });
    await t.call('POST', '/api/bse_usuario/changePassword', {
      token: fresh,
      body: { actualPassword: secretPassword, newPassword: `${secretPassword}-novo` },
      headers: { 'x-request-id': 'secret-3' },
    });
    await t.call('GET', '/api/cld_calendario/ical/feed-token-abc.ics?token=query-token-1', {
      headers: { 'x-request-id': 'secret-4' },
    });

    const output = written.join('');
    for (const secret of [
      TEST_ADMIN.password,
      secretPassword,
      fresh,
      token,
      'cookie-value-1',
      'feed-token-abc',
      'query-token-1',
    ])
      expect(output).not.toContain(secret);
    expect(closingLine('secret-4')).toMatchObject({
      req: { url: '/api/cld_calendario/ical/[Redacted]?token=[Redacted]' },
    });
    for (const id of ['secret-1', 'secret-2', 'secret-3']) expect(closingLine(id), id).toBeDefined();
  });
});
