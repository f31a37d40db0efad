import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';
import { serveWebClient } from './web-client.js';

/**
 * The web client's files as the backend serves them (app.ts composes these two middlewares the
 * same way), over HTTP, from a built client of its own: the service worker and the manifest are
 * asked again on every open, hashed assets kept for a year, and the policy lets the worker and
 * the manifest load (decision 0078).
 */
describe('the web client as an installable app', () => {
  let dist: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-client-'));
    mkdirSync(join(dist, 'assets'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'manifest.webmanifest': JSON.stringify({ name: 'Plataforma Escolar', lang: 'pt-BR' }),
      'assets/index-Abc123.js': 'console.log("app");',
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dist, name), text);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    }
    const app = express();
    app.use(securityHeaders({ TLS_TERMINATED: false }));
    serveWebClient(app as never, dist);
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close?.();
    rmSync(dist, { recursive: true, force: true });
  });

  const policy = (response: Response) =>
    new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(' '))
        .map(([name, ...values]) => [name!, values.join(' ')]),
    );

  it('serves the service worker as JavaScript that is never kept without asking again', async () => {
    const response = await fetch(`${base}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toContain('addEventListener');
    // Asked again with its ETag (as the browser does: fetch would add `Cache-Control: no-cache`), a 304.
    const again = await new Promise<number | undefined>((resolve, reject) =>
      get(
        `${base}/sw.js`,
        { headers: { 'accept-encoding': 'br', 'if-none-match': response.headers.get('etag')! } },
        (answer) => resolve(answer.resume().statusCode),
      ).on('error', reject),
    );
    expect(again).toBe(304);
  });

  it('serves the manifest as a web app manifest, asked again on every open', async () => {
    const response = await fetch(`${base}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({ lang: 'pt-BR' });
  });

  it('keeps hashed assets for a year and pages revalidated', async () => {
    const asset = await fetch(`${base}/assets/index-Abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/plataforma`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the page load its worker and its manifest from this origin alone', async () => {
    for (const path of ['/plataforma', '/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      const csp = policy(response);
      expect([path, csp.get('worker-src'), csp.get('manifest-src')]).toEqual([path, "'self'", "'self'"]);
      expect(csp.get('script-src')).toBe("'self'");
    }
  });
});
