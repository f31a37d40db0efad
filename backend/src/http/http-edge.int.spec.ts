import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';

const PRODUCTION = { NODE_ENV: 'production' } as const;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer exactly as it crossed the wire (fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function csp(response: Response): Map<string, string> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}

function expectHelmet(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(csp(response).get('frame-ancestors')).toBe("'none'");
  expect(csp(response).get('object-src')).toBe("'none'");
}

/** Signs in with an X-Forwarded-For header and answers the ip the access log recorded. */
async function recordedIp(t: TestApp, forwardedFor: string): Promise<string> {
  const login = await t.call('POST', '/api/auth/login', {
    body: { username: TEST_ADMIN.login, password: TEST_ADMIN.password },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const log = await t.call('GET', `/api/bse_acesso?login=${TEST_ADMIN.login}&page=1&size=1`, { token });
  const { items } = (await log.json()) as { items: { ip: string }[] };
  return items[0]!.ip;
}

describe('the HTTP edge with the default configuration', () => {
  let t: TestApp;
  let master: string;

  beforeAll(async () => {
    t = await createTestApp('http-edge');
    master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
  });

  afterAll(() => t?.close());

  it("puts helmet's headers and the app's strict policy on API answers and API errors", async () => {
    for (const response of [await t.call('GET', '/api/health'), await t.call('GET', '/api/nada-aqui')]) {
      expectHelmet(response);
      const policy = csp(response);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      // Plain http here: HSTS would lock browsers out.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    const missing = await t.call('GET', '/api/nada-aqui');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404 });
  });

  it('serves the API docs with the same headers and a policy that lets Swagger UI run', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-init.js');
    expectHelmet(page);
    expect(csp(page).get('script-src')).toBe("'self'");
    expect(csp(page).get('frame-src')).toBe("'none'");
    const init = await t.call('GET', '/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expectHelmet(init);
    const document = await t.call('GET', '/api/docs/openapi.json');
    expect(document.status).toBe(200);
    expect(((await document.json()) as { paths: object }).paths).toHaveProperty(['/api/health']);
  });

  it('compresses a JSON answer above 1 KB with the encoding the client accepts, and not a small one', async () => {
    for (let i = 0; i < 12; i++) {
      const created = await t.call('POST', '/api/bse_escola', {
        token: master,
        body: {
          nomEscola: `Escola de compressão número ${i}`,
          cstTxtPrefixoLogin: `C${String.fromCharCode(65 + i)}`,
        },
      });
      expect(created.status).toBe(200);
    }
    const auth = { authorization: `Bearer ${master}` };
    const plain = await raw(`${t.url}/api/bse_escola?size=100`, { ...auth, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const schools = JSON.parse(plain.body.toString('utf8')) as unknown;

    const gzip = await raw(`${t.url}/api/bse_escola?size=100`, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(schools);

    const br = await raw(`${t.url}/api/bse_escola?size=100`, {
      ...auth,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(schools);

    const small = await raw(`${t.url}/api/health`, { 'accept-encoding': 'gzip, br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('believes X-Forwarded-For from a proxy on this machine (TRUST_PROXY=loopback)', async () => {
    expect(await recordedIp(t, '203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('the HTTP edge in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('http-edge-prod', { ...PRODUCTION, TRUST_PROXY: 'false' });
  });

  afterAll(() => t?.close());

  it('has no API docs: the JSON 404 of any unknown /api path', async () => {
    for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/swagger-ui-init.js']) {
      const response = await t.call('GET', path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
      expectHelmet(response);
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted (TRUST_PROXY=false)', async () => {
    expect(await recordedIp(t, '203.0.113.7')).toBe('127.0.0.1');
  });
});

describe('the HTTP edge in production behind a proxy that ends TLS, with API_DOCS=on', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('http-edge-tls', {
      ...PRODUCTION,
      API_DOCS: 'on',
      TRUST_PROXY: '1',
      TLS_TERMINATED: 'true',
    });
  });

  afterAll(() => t?.close());

  it('serves the API docs', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expectHelmet(page);
    expect((await t.call('GET', '/api/docs/openapi.json')).status).toBe(200);
  });

  it('sends HSTS and asks for https sub-resources on every answer', async () => {
    for (const path of ['/api/health', '/api/docs', '/api/nada-aqui']) {
      const response = await t.call('GET', path);
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(csp(response).has('upgrade-insecure-requests'), path).toBe(true);
    }
  });

  it('takes the client address from the one trusted hop (TRUST_PROXY=1)', async () => {
    expect(await recordedIp(t, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });
});
