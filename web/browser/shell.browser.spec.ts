import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/app.js';
import { DESKTOP, PHONE_390, fitsPhone, screenshot, seriousViolations, signIn } from './support/browser.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite('web-shell');

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('shell', () => {
  it('asks "Deseja realmente sair?" before signing out: Não stays, Sim goes to /login', async () => {
    const page = await suite.open();
    await signIn(page, 'DMMT-0006', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Sair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deseja realmente sair?' });
    await dialog.waitFor();
    await screenshot(page, 'logout-confirm-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Não' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/home$/);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page
      .getByRole('dialog', { name: 'Deseja realmente sair?' })
      .getByRole('button', { name: 'Sim' })
      .click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/home');
    await page.waitForURL('**/login');
  });

  it('says a screen whose chunk fails to load with "Recarregar", inside the shell, never a blank page', async () => {
    const page = await suite.open();
    await signIn(page, 'DMMT-0001', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    // The connection drops the school list's chunk: the menu still leads there.
    await page.route(/\/assets\/SchoolListPage-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Rede de Escolas' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Algo deu errado' });
    await alert.waitFor();
    expect(await alert.getByRole('button', { name: 'Recarregar' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(1);
    await screenshot(page, 'screen-chunk-failed-desktop');
    // Once the connection is back, Recarregar loads the screen.
    await page.unroute(/\/assets\/SchoolListPage-[^/]*\.js$/);
    await alert.getByRole('button', { name: 'Recarregar' }).click();
    await page.getByRole('table').waitFor();
  });

  it('answers unknown paths with the 404 page, in the current language', async () => {
    const page = await suite.open();
    await page.goto('/nao/existe');
    await expect.poll(() => heading(page)).toBe('A página solicitada não foi encontrada.');
    await screenshot(page, 'not-found-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('idioma', 'en'));
    await page.reload();
    await expect.poll(() => heading(page)).toBe('The page you requested could not be found.');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const api = await page.request.get('/api/nao/existe', { headers: { accept: 'text/html' } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ status: 404, code: 'generic.routeNotFound' });
  });

  it('switches to English and Spanish and back, remembering the choice', async () => {
    const page = await suite.open();
    await page.goto('/login');
    const language = page.getByRole('combobox', { name: 'Idioma' });
    await language.selectOption('en');
    await expect.poll(() => heading(page)).toBe('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('idioma'))).toBe('en');
    await page.getByLabel(/^Access code/).fill('DMMT-0001');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid user or password');

    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => heading(page)).toBe('Home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByRole('link', { name: 'School Network' }).count()).toBe(1);
    await screenshot(page, 'home-master-english-desktop');
    // English and Spanish labels are longer: the home still fits 390 px.
    await fitsPhone(page, { back: DESKTOP });

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => heading(page)).toBe('Inicio');
    expect(
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: 'Configuración' })
        .count(),
    ).toBe(1);
    await page.reload();
    await expect.poll(() => heading(page)).toBe('Inicio');
    expect(await seriousViolations(page)).toEqual([]);
    await fitsPhone(page, { back: DESKTOP });

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt');
    await expect.poll(() => heading(page)).toBe('Início');
    expect(await page.evaluate(() => localStorage.getItem('idioma'))).toBe('pt');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
  });

  it('says "Sessão expirou." and goes to /login when the server refuses the token', async () => {
    const page = await suite.open();
    await signIn(page, 'DMMT-0004', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    // Set before the client's scripts run: a page still running writes its session back whenever
    // its own data refreshes, which would restore the valid token behind the test's back.
    await page.addInitScript(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.reload();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Sessão expirou.');
  });

  it('works on a phone: 404 and logout', async () => {
    const page = await suite.open(PHONE_390);
    await page.goto('/qualquer');
    await expect.poll(() => heading(page)).toBe('A página solicitada não foi encontrada.');
    await fitsPhone(page, { scope: (p) => p.locator('body') });
    await screenshot(page, 'not-found-phone');
    await signIn(page, 'DMMT-0005', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('dialog', { name: 'Deseja realmente sair?' }).waitFor();
    await fitsPhone(page, { scope: (p) => p.getByRole('dialog', { name: 'Deseja realmente sair?' }) });
    await screenshot(page, 'logout-confirm-phone');
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.waitForURL('**/login');
  });
});
