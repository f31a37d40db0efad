import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium: no browser download, ever. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long a page step (a click, a wait for a text) may take before it fails. */
export const PAGE_STEP_MS = 20_000;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** The phone width every screen must fit without scrolling sideways (issue 23). */
export const PHONE_390 = { width: 390, height: 844 };

const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/screenshots/', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions so far (failed HTTP answers the test provoked excluded). */
  errors: string[];
}

/** A page's clock: the machine's time zone unless a test sets one (e.g. the schools', America/Sao_Paulo). */
export interface PageOptions {
  timezoneId?: string;
  /** A touch screen (a phone, a tablet): taps, and `pointer: coarse`. */
  hasTouch?: boolean;
  /** A phone's browser: the page's meta viewport is honoured, as on a real phone. */
  isMobile?: boolean;
  /**
   * 'allow': the app's service worker runs (the offline player, decision 0078). Blocked otherwise:
   * a page's requests then all reach `page.route`, which never sees what a worker answers.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh context (empty localStorage) and page at a viewport, recording console errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  { timezoneId, hasTouch, isMobile, serviceWorkers = 'block' }: PageOptions = {},
): Promise<TestPage> {
  // Reduced motion: no transitions, so screenshots show the settled page.
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    timezoneId,
    hasTouch,
    isMobile,
    serviceWorkers,
  });
  // A step waits at most this long for what it expects (a reload of the client under load took
  // more than 10 s on a two-core runner half as fast as usual).
  context.setDefaultTimeout(PAGE_STEP_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium logs every 4xx answer; the refusals a test provokes on purpose are not faults, nor
    // the connections a page tries while a test holds it offline (setOffline).
    const text = message.text();
    const expected =
      text.startsWith('Failed to load resource') || text.includes('net::ERR_INTERNET_DISCONNECTED');
    if (message.type() === 'error' && !expected) {
      errors.push(`console: ${text}`);
    }
  });
  return { page, context, errors };
}

/** Waits for the page's running transitions to end (finite ones: a spinner never finishes). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Resizes the page and waits for the layout to settle: going to a phone width starts the app
 * shell's transitions (the navigation moves out while the main area widens), and a layout measured
 * meanwhile is one no user sees.
 */
export async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await settled(page);
}

/**
 * Saves a full-page screenshot under test-artifacts/screenshots/, once running transitions have
 * ended (a resize to a phone starts the navigation drawer's).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

/**
 * A screenshot of a touch screen's whole page: Chromium's full-page capture drops the touch
 * emulation while it shoots (`pointer: coarse` stops matching, so a page that follows it shows its
 * mouse texts), so the viewport grows to the page's height for a plain capture, then shrinks back.
 */
export async function touchScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await resize(page, { width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  await resize(page, viewport);
}

/**
 * The serious and critical axe violations of the page as it is now (WCAG 2.1 A and AA rules).
 * Legacy mode runs axe in the page itself: the default opens a blank page for every check to put
 * the frames' results together, which made a check two to three times slower here, and the
 * client's screens have no frame of another origin for it to combine.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs in through the form. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Matrícula').fill(login);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Closes every notice on the page, and any that arrives while closing (a notice may still be
 * animating in when first clicked), until none is left.
 */
export async function dismissNotices(page: Page): Promise<void> {
  const closers = page.getByRole('button', { name: 'Fechar aviso' });
  await expect
    .poll(
      async () => {
        for (const close of await closers.all()) await close.click({ timeout: 1000 }).catch(() => undefined);
        return closers.count();
      },
      { timeout: 10_000 },
    )
    .toBe(0);
}

/** Clicks a save button once its 2-second lock (the spec's, `aria-disabled` meanwhile) is over. */
export async function clickWhenUnlocked(button: Locator): Promise<void> {
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 5_000 }).toBeNull();
  await button.click();
}

/** Picks an option of a Mantine Select or MultiSelect, found by its label within `scope`. */
export async function pickOption(scope: Page | Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByLabel(label).first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Why the page scrolls sideways: nothing when `document.documentElement.scrollWidth <= innerWidth`,
 * else the widths and the elements whose right edge is past the viewport's (the innermost ones,
 * as `tag.class "text"`), so that a failing check names what to fix.
 */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= innerWidth) return [];
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (e) => e.getBoundingClientRect().right > innerWidth + 0.5,
    );
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    return [
      `scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`,
      ...innermost.slice(0, 8).map((e) => {
        const name = `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}`;
        return `${name} "${(e.textContent ?? '').trim().slice(0, 40)}" right ${Math.round(e.getBoundingClientRect().right)}`;
      }),
    ];
  });
}

/**
 * The accessible names of the visible buttons and links in `scope` that a phone user cannot reach:
 * any part left or right of the viewport (the page does not scroll sideways to them).
 */
export async function unreachableActions(scope: Page | Locator): Promise<string[]> {
  const page = 'page' in scope ? scope.page() : scope;
  const width = page.viewportSize()!.width;
  // Every action measured in one call to the page, not one round trip each.
  return scope
    .getByRole('button')
    .or(scope.getByRole('link'))
    .evaluateAll((actions, width) => {
      const out: string[] = [];
      for (const action of actions) {
        // Hidden as Playwright counts it: no box, or not visible.
        const box = action.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(action).visibility === 'hidden') continue;
        if (box.x < 0 || box.x + box.width > width + 0.5)
          out.push(action.getAttribute('aria-label') ?? (action.textContent ?? '').trim());
      }
      return out;
    }, width);
}

/**
 * Issue 23's phone check of the screen as it is now: at 390 px the page does not scroll sideways
 * and every button and link in `scope` (the main area unless given; a function of the page, so a
 * dialog can be named) is on screen. Resizes back to `back` afterwards when given.
 */
export async function fitsPhone(
  page: Page,
  options: { scope?: (page: Page) => Locator; back?: { width: number; height: number } } = {},
): Promise<void> {
  await resize(page, PHONE_390);
  await expect.poll(() => sidewaysScroll(page)).toEqual([]);
  expect(await unreachableActions((options.scope ?? ((p: Page) => p.getByRole('main')))(page))).toEqual([]);
  if (options.back) await resize(page, options.back);
}
