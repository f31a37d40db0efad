import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEACTIVATED_LOGIN, DEMO_PASSWORD, DEMO_USERS } from './support/app.js';
import {
  DESKTOP,
  PHONE_390,
  fitsPhone,
  screenshot,
  seriousViolations,
  signIn,
  unreachableActions,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';

/** The spec's sidebar for the screens that exist now (with the Gestor's and Coordenador's "Trilhas", decision 0070). */
const MENU: Record<number, string[]> = {
  1: [
    'Aprendizado',
    'Rede de Escolas',
    'Unidades',
    'Usuários',
    'Calendário',
    'Trilhas',
    'Relatórios',
    'Auditoria',
    'Avaliações',
    'Configurações',
    'Fale conosco',
  ],
  2: [
    'Aprendizado',
    'Unidades',
    'Turmas',
    'Usuários',
    'Calendário',
    'Fórum',
    'Trilhas',
    'Relatórios',
    'Auditoria',
    'Configurações',
    'Fale conosco',
  ],
  3: [
    'Aprendizado',
    'Turmas',
    'Usuários',
    'Calendário',
    'Chat',
    'Fórum',
    'Relatórios',
    'Auditoria',
    'Configurações',
    'Fale conosco',
  ],
  4: [
    'Aprendizado',
    'Turmas',
    'Usuários',
    'Calendário',
    'Chat',
    'Fórum',
    'Trilhas',
    'Relatórios',
    'Configurações',
    'Fale conosco',
  ],
  5: [
    'Aprendizado',
    'Turmas',
    'Calendário',
    'Chat',
    'Fórum',
    'Trilhas da turma',
    'Trilha',
    'Avaliações',
    'Configurações',
    'Fale conosco',
  ],
  6: ['Calendário', 'Chat', 'Fórum', 'Trilha', 'Avaliações', 'Configurações', 'Fale conosco'],
  7: ['Assistencia'],
};

const PROFILE_LABEL: Record<number, string> = {
  1: 'Master',
  2: 'Gestor',
  3: 'Diretor',
  4: 'Coordenador',
  5: 'Professor',
  6: 'Aluno',
  7: 'Assistente',
};

const suite = browserSuite('web-signin');

async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link').first().waitFor();
  const names = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''),
    );
  return names.filter((name) => !name.startsWith('Plataforma Escolar'));
}

describe('sign-in', () => {
  it.each(DEMO_USERS)('signs in $login ($name) and shows the menu of profile $profile', async (user) => {
    const page = await suite.open();
    await signIn(page, user.login.toLowerCase().replace('-', ''), DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await expect.poll(() => menuEntries(page)).toEqual(MENU[user.profile]);
    const header = page.getByRole('banner');
    await expect.poll(() => header.textContent()).toContain(user.login);
    const text = (await header.textContent()) ?? '';
    expect(text).toContain(user.name);
    expect(text).toContain(PROFILE_LABEL[user.profile]);
    expect(text.includes('Turma:')).toBe(user.profile === 5 || user.profile === 6);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Início');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Início' }).count()).toBe(1);
    // Each profile's home at 390 px (issue 23).
    await fitsPhone(page, { back: DESKTOP });
    if (user.profile === 1) {
      await screenshot(page, 'home-master-desktop');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Rede de Escolas' }).click();
      await page.waitForURL('**/escola/listar');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rede de Escolas');
    }
  });

  it('refuses a wrong password with "Usuário ou senha inválidos", cleared by typing', async () => {
    const page = await suite.open();
    await signIn(page, 'DMMT-0001', 'wrong-password');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Usuário ou senha inválidos');
    expect(page.url()).toMatch(/\/login$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(/^Senha/).press('a');
    await expect.poll(() => alert.count()).toBe(0);
  });

  it('refuses a deactivated user with "Usuário desativado."', async () => {
    const page = await suite.open();
    await signIn(page, DEACTIVATED_LOGIN, DEMO_PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Usuário desativado.');
  });

  it('signs in with the keyboard alone', async () => {
    const page = await suite.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.keyboard.press('Tab'); // the language select
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username');
    await page.keyboard.type('dmmt0002');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // the show/hide toggle
    expect(await page.getByLabel(/^Senha/).getAttribute('type')).toBe('text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
  });

  it('guards the routes: / and unknown sessions go to /login, a signed-in /login goes to /home', async () => {
    const page = await suite.open();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.goto('/configuracao');
    await page.waitForURL('**/login');
    await signIn(page, 'DMMT-0003', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto('/login');
    await page.waitForURL('**/home');
    await page.goto('/escola/listar'); // Master only
    await page.waitForURL('**/home');
    await page.goto('/sair');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('looks right on a phone: the sign-in page and the menu in a drawer', async () => {
    const page = await suite.open(PHONE_390);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await fitsPhone(page, { scope: (p) => p.locator('body') });
    await screenshot(page, 'login-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, 'DMMT-0001', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
    await fitsPhone(page);
    // The top bar's actions (menu, language, sign out) and the footer's link are on screen too.
    expect(await unreachableActions(page.getByRole('banner'))).toEqual([]);
    expect(await unreachableActions(page.getByRole('contentinfo'))).toEqual([]);
    await screenshot(page, 'home-master-phone');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.poll(() => drawer.evaluate((nav) => nav.getBoundingClientRect().left)).toBe(0);
    await fitsPhone(page, { scope: () => drawer });
    await screenshot(page, 'menu-master-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.waitForURL('**/configuracao');
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    await expect
      .poll(() => drawer.evaluate((nav) => nav.getBoundingClientRect().right))
      .toBeLessThanOrEqual(0);
    await screenshot(page, 'settings-master-phone');
  });

  it('shows the sign-in page at desktop width', async () => {
    const page = await suite.open(DESKTOP);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await screenshot(page, 'login-desktop');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
