import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE_390,
  resize,
  screenshot,
  seriousViolations,
  sidewaysScroll,
  unreachableActions,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite('web-privacy');

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const askSection = (page: Page, name: string) => page.getByRole('region', { name });

/** Follows the sign-in page's footer link to the privacy page, and checks it opened. */
async function openFromSignIn(page: Page, { axe = false } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  if (axe) expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
  await page.waitForURL('**/privacidade');
  await expect.poll(() => h1(page)).toBe('Privacidade');
}

/** Whether the focused element shows a visible focus indicator (an outline wider than nothing). */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return false;
    const style = getComputedStyle(focused);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

describe('the Privacidade page', () => {
  it.each([
    ['1280', DESKTOP],
    ['390', PHONE_390],
  ] as const)(
    'at %s px: from the sign-in page, says how to ask, in English too, fitting the screen',
    async (width, viewport) => {
      const page = await suite.open(viewport);
      // The sign-in page with its new footer passes axe too.
      await openFromSignIn(page, { axe: true });
      await expect.poll(() => page.title()).toBe('Privacidade · Plataforma Escolar');
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const ask = askSection(page, 'Como pedir');
      await ask.waitFor();
      const asked = (await ask.textContent()) ?? '';
      expect(asked).toContain('Configurações');
      expect(asked).toContain('"Baixar meus dados"');
      expect(asked).toContain('15 dias');
      expect(await page.getByRole('main').textContent()).toContain('6 meses');
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await unreachableActions(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `privacy-${width}`);

      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
      await expect.poll(() => h1(page)).toBe('Privacy');
      await expect.poll(() => page.title()).toBe('Privacy · School Platform');
      const how = askSection(page, 'How to ask');
      await how.waitFor();
      expect(await how.textContent()).toContain('15 days');
      expect(await page.getByRole('link', { name: 'Back to sign in' }).count()).toBe(1);
      expect(await sidewaysScroll(page)).toEqual([]);
      await screenshot(page, `privacy-${width}-en`);
    },
  );

  it('reflows at 200 % zoom (1280 px seen as 640): nothing scrolls sideways', async () => {
    const page = await suite.open(DESKTOP);
    await openFromSignIn(page);
    await resize(page, { width: 640, height: 400 });
    await expect.poll(() => sidewaysScroll(page)).toEqual([]);
    expect(await unreachableActions(page)).toEqual([]);
  });

  it('is reached by keyboard: Tab to the link on the sign-in page, Enter, focus shown all the way', async () => {
    const page = await suite.open('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    let tabs = 0;
    while ((await focusedName()) !== 'Privacidade') {
      expect(++tabs, 'Tabs before the Privacidade link').toBeLessThan(20);
      await page.keyboard.press('Tab');
    }
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/privacidade');
    await expect.poll(() => h1(page)).toBe('Privacidade');
    // On the page, the first Tab reaches its way back, and shows where the focus is.
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Voltar para o acesso');
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
  });

  it('is linked from the shell’s footer, which fits 390 px, and leads a signed-in user back home', async () => {
    const page = await suite.signInAs(6, { viewport: PHONE_390 });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacidade' }).waitFor();
    expect(await sidewaysScroll(page)).toEqual([]);
    expect(await unreachableActions(footer)).toEqual([]);
    await footer.getByRole('link', { name: 'Privacidade' }).click();
    await page.waitForURL('**/privacidade');
    await expect.poll(() => h1(page)).toBe('Privacidade');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL('**/home');
  });
});
