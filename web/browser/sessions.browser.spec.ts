import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fitsPhone, screenshot } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer } from './support/steps.js';

/** Sessions end when they should: on the server's word, in every browser, with the spec's message. */

const suite = browserSuite('web-sessions');

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** What the server says of a token now: 401 once it no longer stands. */
async function ownDataStatus(bearer: string | null): Promise<number> {
  const response = await fetch(`${suite.url}/api/bse_usuario/getMeusDados/x`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return response.status;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

describe('sessions', () => {
  it('signs out a user deactivated by an administrator in another browser, without an action of theirs', async () => {
    const student = await suite.signInAs('DMMT-0006');
    const admin = await suite.signInAs('DMMT-0001');

    await menu(admin).getByRole('link', { name: 'Usuários' }).click();
    await admin.waitForURL('**/usuario/listar');
    await admin.getByLabel('Pesquisar por nome ou login').fill('DMMT-0006');
    const row = admin
      .getByRole('table', { name: 'Lista de usuários' })
      .getByRole('row')
      .filter({ hasText: 'DMMT-0006' });
    await row.getByRole('button', { name: /^Desativar / }).click();
    await answer(admin, 'Deseja realmente desativar o usuário Aluno Demonstração?');
    await expect.poll(() => row.textContent()).toContain('Desativado');

    // The student's socket (the header's bell keeps one open on every screen) hears its session
    // end: the client asks the server, which refuses the token, and signs out saying why.
    await student.waitForURL('**/login');
    await student
      .getByText(/^(Sessão expirou\.|Usuário desativado\.)$/)
      .first()
      .waitFor();
    await screenshot(student, 'session-ended-deactivated');
    await fitsPhone(student, { scope: (p) => p.locator('body') });
    expect(await token(student)).toBeNull();
  });

  it('ends the token on the server at logout: a copy of it is refused afterwards', async () => {
    const page = await suite.signInAs('DMMT-0005');
    const copied = await token(page);
    expect(await ownDataStatus(copied)).toBe(200);
    await page.getByRole('button', { name: 'Sair' }).click();
    await answer(page, 'Deseja realmente sair?');
    await page.waitForURL('**/login');
    await expect.poll(() => ownDataStatus(copied)).toBe(401);
  });

  it('signs out every device from Configurações: the other browser is signed out without an action of its own', async () => {
    const laptop = await suite.signInAs('DMMT-0004');
    const phone = await suite.signInAs('DMMT-0004');
    await menu(laptop).getByRole('link', { name: 'Configurações' }).click();
    await laptop.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    await screenshot(laptop, 'settings-sign-out-everywhere');
    await fitsPhone(laptop, { scope: (p) => p.getByRole('dialog'), back: DESKTOP });
    await answer(laptop, 'Deseja realmente sair de todos os dispositivos?');
    await laptop.waitForURL('**/login');

    await phone.waitForURL('**/login');
    await phone.getByText('Sessão expirou.').first().waitFor();
  });
});
