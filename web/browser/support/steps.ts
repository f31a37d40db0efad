import type { Locator, Page } from 'playwright-core';
import { DESKTOP, clickWhenUnlocked } from './browser.js';

/** The steps the screens' specs share: notices, confirmations, the save button, the menu. */

/** The notices (alerts) on the page that say `text`. */
export const notice = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** Answers the confirmation dialog named `question` ("Sim", or "Não"), and waits for it to close. */
export async function answer(page: Page, question: string, yes = true): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: yes ? 'Sim' : 'Não' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Clicks the dialog that says `text` (a question) on `choice`, and waits for it to close. */
export async function answerAbout(page: Page, text: string, choice = 'Sim'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.getByRole('button', { name: choice }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Clicks "Salvar" within `scope` (the page, a dialog) once its 2-second lock is over. */
export const save = (scope: Page | Locator): Promise<void> =>
  clickWhenUnlocked(scope.getByRole('button', { name: 'Salvar' }));

/** Opens a screen from the main menu (through the drawer on a phone) and waits for its address. */
export async function openFromMenu(page: Page, link: string, url: string): Promise<void> {
  // Below Mantine's sm breakpoint (768 px: the phones' 375 and 390) the menu is in the drawer.
  if ((page.viewportSize() ?? DESKTOP).width < 768)
    await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await page.waitForURL(url);
}

/** Before a screenshot: no focus ring, no tooltip of whatever the pointer last clicked near. */
export async function settle(page: Page): Promise<void> {
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(width / 2, height - 60);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
