import '../src/threadpool.js';
import 'reflect-metadata';
import pg from 'pg';
import { chromium, type Request } from 'playwright-core';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { webClientDist } from '../src/http/web-client.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The last figure of `npm run bench`: the JavaScript the sign-in page costs a browser, measured
 * in Debian's Chromium against the built app as `npm start` serves it (on a throwaway database):
 * the bytes of every script response as they crossed the network (compressed), summed from the
 * browser's own network events, against the target of at most 200 KB.
 */
const TARGET_KB = 200;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Script {
  path: string;
  encoding: string;
  transferred: number;
}

const base = loadConfig();
const server = new URL(base.DATABASE_URL);
const dbName = `bench_web_${Date.now()}`;
server.pathname = `/${dbName}`;

async function measure(url: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const page = await browser.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(request);
    });
    await page.goto(`${url}/login`);
    // The route's own chunk is lazy: the form is there once it has loaded.
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Awaited here: the sizes and headers must be read before the browser closes.
    return await Promise.all(
      finished.map(async (request) => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          path: new URL(request.url()).pathname,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
          transferred: sizes.responseBodySize,
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(webClientDist(), 'index.html')))
    throw new Error('The web client is not built: npm run build');
  const app = await createApp({
    ...base,
    DATABASE_URL: server.toString(),
    ADMIN_PASSWORD: 'bench-admin',
    LOG_LEVEL: 'error',
    REDIS_PREFIX: `bench-web-${Date.now()}`,
  });
  let scripts: Script[];
  try {
    await app.listen(0, '127.0.0.1');
    scripts = await measure(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  } finally {
    await app.close();
    const admin = new pg.Client({ connectionString: base.DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  const total = scripts.reduce((sum, s) => sum + s.transferred, 0) / 1024;
  process.stdout.write('web client: JavaScript of the sign-in page as Chromium received it\n');
  for (const s of scripts.sort((a, b) => b.transferred - a.transferred)) {
    process.stdout.write(
      `  ${(s.transferred / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(5)} ${s.path}\n`,
    );
  }
  process.stdout.write(
    `web client: the sign-in page loads ${scripts.length} JavaScript files, ${total.toFixed(1)} KB transferred ` +
      `(target ≤ ${TARGET_KB} KB): ${total <= TARGET_KB ? 'met' : 'not met'}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
