import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { DEMO_PASSWORD, startApp, type RunningApp, type StartOptions } from './app.js';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  type PageOptions,
  screenshot,
  signIn,
  type TestPage,
} from './browser.js';

export type Viewport = { width: number; height: number };

export interface SignInOptions extends PageOptions {
  viewport?: Viewport;
  password?: string;
}

export interface BrowserSuite {
  /** The app's origin (http://127.0.0.1:<port>). */
  readonly url: string;
  readonly browser: Browser;
  /** A fresh context and page (empty localStorage), with its console errors. */
  newPage(viewport?: Viewport, options?: PageOptions): Promise<TestPage>;
  /** A fresh page, at `route` when given. */
  open(route?: string | Viewport, viewport?: Viewport): Promise<Page>;
  /** A fresh page signed in through the form as a demo profile (DMMT-000<n>) or a login, at /home. */
  signInAs(who: Profile | string, options?: SignInOptions): Promise<Page>;
  /** Checks a page's console errors and closes it before the test ends. */
  close(page: Page): Promise<void>;
  screenshot(page: Page, name: string): Promise<void>;
}

/**
 * One browser-test file's setup: the whole app on a fresh database (see startApp) and Chromium,
 * booted before the file's tests and closed after them; every page a test opens is closed after
 * it, and the test fails on any console error or uncaught exception those pages saw.
 * `options` may be a function, called when the app starts (e.g. to point it at a stub server
 * the file started in an earlier beforeAll).
 */
export function browserSuite(label: string, options: StartOptions | (() => StartOptions) = {}): BrowserSuite {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const pages: TestPage[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startApp(label, typeof options === 'function' ? options() : options),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  afterEach(async () => {
    const open = pages.splice(0);
    const errors = open.flatMap((p) => p.errors);
    await Promise.all(open.map((p) => p.context.close()));
    expect(errors).toEqual([]);
  });

  const started = () => {
    if (!app || !browser) throw new Error('The browser suite has not started (use it inside a test)');
    return { app, browser };
  };

  const suite: BrowserSuite = {
    get url() {
      return started().app.url;
    },
    get browser() {
      return started().browser;
    },
    async newPage(viewport = DESKTOP, options = {}) {
      const { app, browser } = started();
      const page = await openPage(browser, app.url, viewport, options);
      pages.push(page);
      return page;
    },
    async open(route, viewport = DESKTOP) {
      const at = typeof route === 'string' ? route : undefined;
      const { page } = await suite.newPage(typeof route === 'object' ? route : viewport);
      if (at !== undefined) await page.goto(at);
      return page;
    },
    async signInAs(who, { viewport = DESKTOP, password = DEMO_PASSWORD, ...options } = {}) {
      const { page } = await suite.newPage(viewport, options);
      await signIn(page, typeof who === 'number' ? `DMMT-000${who}` : who, password);
      await page.waitForURL('**/home');
      return page;
    },
    async close(page) {
      const index = pages.findIndex((p) => p.page === page);
      if (index < 0) return;
      const [closing] = pages.splice(index, 1);
      expect(closing!.errors).toEqual([]);
      await closing!.context.close();
    },
    screenshot,
  };
  return suite;
}
