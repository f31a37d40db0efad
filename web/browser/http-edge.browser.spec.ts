import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite('web-http-edge');

/** helmet's headers, as the browser received them. */
async function expectHelmet(response: Response): Promise<void> {
  const headers = await response.allHeaders();
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
  expect(headers['x-frame-options'], response.url()).toBe('DENY');
  expect(headers['referrer-policy'], response.url()).toBe('same-origin');
  expect(headers['cross-origin-opener-policy'], response.url()).toBe('same-origin');
  expect(headers['content-security-policy'], response.url()).toContain("script-src 'self'");
  expect(headers['content-security-policy'], response.url()).toContain("frame-ancestors 'none'");
}

describe('the sign-in page as the browser receives it', () => {
  it('comes with every script and style compressed (br or gzip) and varying by Accept-Encoding', async () => {
    const page = await suite.open();
    const assets: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push(response);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();

    expect(assets.filter((r) => r.request().resourceType() === 'script').length).toBeGreaterThan(0);
    expect(assets.filter((r) => r.request().resourceType() === 'stylesheet').length).toBeGreaterThan(0);
    for (const response of assets) {
      expect(response.url().startsWith(`${suite.url}/assets/`), response.url()).toBe(true);
      const headers = await response.allHeaders();
      expect(['br', 'gzip'], response.url()).toContain(headers['content-encoding']);
      expect(headers.vary ?? '', response.url()).toMatch(/accept-encoding/i);
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    }
  });

  it("carries helmet's headers on the page, its assets and the API's answers", async () => {
    const page = await suite.open();
    const document = await page.goto('/login');
    await expectHelmet(document!);
    const api = page.waitForResponse((r) => r.url().endsWith('/api/health'));
    await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    const health = await api;
    await expectHelmet(health);
    expect(await health.json()).toEqual({ status: 'ok' });
    const [asset] = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/assets/')),
    );
    const assetAnswer = await page.request.get(asset!);
    expect(assetAnswer.headers()['x-content-type-options']).toBe('nosniff');
  });
});

/** How long Swagger UI may take to load and render the API's description. */
const SWAGGER_LOAD_MS = 30_000;

describe('the API docs in the browser', () => {
  it('run Swagger UI under their own policy: operations listed, a request tried out, no violation', async () => {
    const page = await suite.open();
    // Swagger UI's bundle and the whole API's description are the heaviest page the app serves:
    // on a slow two-core runner they took more than the pages' 10 s to load and render.
    const document = await page.goto('/api/docs', { timeout: SWAGGER_LOAD_MS });
    await expectHelmet(document!);
    // Swagger UI renders the tags as the page scrolls to them, and "Operação" is the last one.
    const operation = page.locator('#operations-Operação-HealthController_health');
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 5000);
          return operation.count();
        },
        { timeout: SWAGGER_LOAD_MS },
      )
      .toBe(1);
    await operation.locator('.opblock-summary-control').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/health'));
    await operation.getByRole('button', { name: 'Execute' }).click();
    expect((await answer).status()).toBe(200);
    const shown = operation.locator('.live-responses-table tbody .response-col_status');
    await expect.poll(() => shown.textContent()).toContain('200');
    await expect
      .poll(() => operation.locator('.live-responses-table tbody').textContent())
      .toContain('"status": "ok"');
    await screenshot(page, 'api-docs');
  });
});
