import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_390, fitsPhone, screenshot, seriousViolations, signIn } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, openFromMenu } from './support/steps.js';

/** A 1×1 PNG: the avatar the Master's new user gets. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const suite = browserSuite('web-users', { demoNetwork: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const table = (page: Page) => page.getByRole('table', { name: 'Lista de usuários' });
const row = (page: Page, text: string | RegExp) => table(page).getByRole('row').filter({ hasText: text });
/** A row's links but its "Histórico de …" (the audit console's, on every row for Master, Gestor and Diretor). */
const editLinks = (page: Page, login: string) =>
  row(page, login).locator('a:not([aria-label^="Histórico de"])');
const columnHeaders = (page: Page) =>
  table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? ''));

async function goToUsers(page: Page): Promise<void> {
  await openFromMenu(page, 'Usuários', '**/usuario/listar');
  await expect.poll(() => heading(page)).toBe('Usuários');
  await loaded(page);
}

/** The first page of users is there (not the loading row). */
const loaded = (page: Page) =>
  row(page, /[A-Z]{4}-\d{4}/)
    .first()
    .waitFor();

/** Searches a name or login and waits for its row. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Pesquisar por nome ou login').fill(text);
  await expect
    .poll(async () => {
      const rows = (await table(page).getByRole('row').allTextContents()).slice(1);
      return rows.length > 0 && rows.every((r) => r.includes(text));
    })
    .toBe(true);
}

/**
 * Axe on the page as it is, with the pointer away from the sidebar link just clicked (its
 * hover colours are the shell's, not this screen's).
 */
async function axe(page: Page): Promise<string[]> {
  await page.mouse.move((page.viewportSize()?.width ?? 800) / 2, 30);
  return seriousViolations(page);
}

const loginField = (page: Page) => page.getByRole('textbox', { name: /^Login/ });

/** Fills the placement of a new user and answers its generated login. */
async function place(
  page: Page,
  user: { profile: string; school?: string; unit: string; classes: string[] },
  prefix: string,
): Promise<string> {
  expect(await loginField(page).inputValue()).toBe('????-????');
  await page.getByLabel(/^Perfil/).selectOption({ label: user.profile });
  if (user.school) await page.getByLabel(/^Escola/).selectOption({ label: user.school });
  expect(await loginField(page).inputValue()).toBe('????-????');
  await page.getByLabel(/^Unidade/).selectOption({ label: user.unit });
  await expect.poll(() => loginField(page).inputValue()).toMatch(new RegExp(`^${prefix}-\\d{4}$`));
  if (user.profile === 'Aluno') await page.getByLabel(/^Turma/).selectOption({ label: user.classes[0]! });
  else for (const name of user.classes) await page.getByRole('checkbox', { name }).check();
  return loginField(page).inputValue();
}

async function save(page: Page, question: string, result: string): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await answer(page, question);
  await page.getByText(result).waitFor();
  await page.waitForURL('**/usuario/listar');
}

async function expectDeactivatedAtSignIn(login: string, password: string): Promise<void> {
  const page = await suite.open();
  await signIn(page, login, password);
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('Usuário desativado.');
  expect(page.url()).toMatch(/\/login$/);
}

/** Create, edit, deactivate (then the sign-in refuses it) and delete, as `admin`. */
async function lifecycle(
  page: Page,
  user: { profile: string; school?: string; unit: string; classes: string[]; name: string },
  prefix: string,
  shots: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await page.waitForURL('**/usuario/novo');
  await page.getByRole('heading', { name: 'Novo usuário' }).waitFor();
  const login = await place(page, user, prefix);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel(/^Nome/).fill(user.name);
  if (shots === 'master') {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Avatar escolhido' }).waitFor();
  }
  await screenshot(page, `user-form-${shots}-desktop`);
  await fitsPhone(page, { back: DESKTOP });
  expect(await axe(page)).toEqual([]);
  await save(page, 'Deseja realmente cadastrar este usuário?', 'Cadastro realizado!');

  await search(page, login);
  await expect.poll(() => row(page, login).textContent()).toContain(user.name);
  await row(page, login)
    .getByRole('link', { name: `Alterar ${user.name}` })
    .click();
  await page.waitForURL('**/usuario/alterar/*');
  await page.getByRole('heading', { name: 'Alterar usuário' }).waitFor();
  expect(await loginField(page).inputValue()).toBe(login);
  const edited = `${user.name} Editado`;
  await page.getByLabel(/^Nome/).fill(edited);
  await save(page, 'Deseja realmente alterar este usuário?', 'Alteração realizada!');

  await search(page, login);
  await expect.poll(() => row(page, login).textContent()).toContain(edited);
  await row(page, login)
    .getByRole('button', { name: `Desativar ${edited}` })
    .click();
  await answer(page, `Deseja realmente desativar o usuário ${edited}?`);
  await expect.poll(() => row(page, login).textContent()).toContain('Desativado');
  await expectDeactivatedAtSignIn(login, 'segredo1');

  await row(page, login)
    .getByRole('button', { name: `Apagar ${edited}` })
    .click();
  await answer(page, `Deseja realmente apagar o usuário ${edited}?`);
  await page.getByText('Usuário apagado.').waitFor();
  await expect.poll(() => table(page).textContent()).toContain('Nenhum registro encontrado.');
}

describe('users administration', () => {
  it('as Master: list by school and unit, create with avatar, edit, deactivate and delete', async () => {
    const page = await suite.signInAs('DMMT-0001');
    await goToUsers(page);
    expect(await columnHeaders(page)).toEqual([
      'Login',
      'Nome',
      'Perfil',
      'Escola',
      'Unidade',
      'Situação',
      'Ações',
    ]);
    // User 1 (the first Master) is never edited, deleted or deactivated; nobody deletes themself.
    await search(page, 'ADMN-0001');
    expect(await row(page, 'ADMN-0001').getByRole('button').count()).toBe(0);
    expect(await editLinks(page, 'ADMN-0001').count()).toBe(0);
    await search(page, 'DMMT-0001');
    expect(
      await row(page, 'DMMT-0001')
        .getByRole('link', { name: /^Alterar/ })
        .count(),
    ).toBe(1);
    expect(await row(page, 'DMMT-0001').getByRole('button').count()).toBe(0);
    // Master has no bulk creation (Diretor and Coordenador only).
    expect(await page.getByRole('button', { name: 'Cadastro em massa' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cadastro em massa' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    expect(await page.getByLabel('Pesquisar por nome ou login').inputValue()).toBe('');
    await expect.poll(() => page.getByText(/^Mostrando 1 a 10 de \d+ registros$/).count()).toBe(1);
    await screenshot(page, 'users-list-master-desktop');
    await fitsPhone(page, { back: DESKTOP });
    expect(await axe(page)).toEqual([]);

    // Every broken rule at once, in the "Oops..." dialog.
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    const oops = page.getByRole('dialog', { name: 'Oops...' });
    await oops.waitFor();
    expect(await oops.getByRole('listitem').allTextContents()).toEqual([
      'Informe o login.',
      'Informe a senha.',
      'Selecione um perfil.',
      'Informe o nome do usuário.',
    ]);
    await screenshot(page, 'user-form-oops-desktop');
    await fitsPhone(page, { scope: () => oops, back: DESKTOP });
    expect(await axe(page)).toEqual([]);
    await oops.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/usuario/listar');

    await lifecycle(
      page,
      {
        profile: 'Aluno',
        school: 'Escola Demonstração',
        unit: 'Unidade Centro',
        classes: ['6º ano A'],
        name: 'Lia Master',
      },
      'DMCE',
      'master',
    );
  });

  it('as Gestor: no Gestor to give, its school fixed; create, edit, deactivate and delete a teacher', async () => {
    const page = await suite.signInAs('DMMT-0002');
    await goToUsers(page);
    expect(await columnHeaders(page)).toEqual(['Login', 'Nome', 'Perfil', 'Unidade', 'Situação', 'Ações']);
    await search(page, 'DMMT-0002');
    expect(await editLinks(page, 'DMMT-0002').count()).toBe(0);
    expect(await row(page, 'DMMT-0002').getByRole('button').count()).toBe(0);
    await screenshot(page, 'users-list-gestor-desktop');
    await fitsPhone(page, { back: DESKTOP });

    await page.getByRole('link', { name: 'Novo usuário' }).click();
    // The list's filters have a Perfil too: the form's is the one once the form shows.
    await page.waitForURL('**/usuario/novo');
    await page.getByRole('heading', { name: 'Novo usuário' }).waitFor();
    const profile = page.getByLabel(/^Perfil/);
    await expect.poll(() => profile.locator('option').count()).toBe(5);
    expect(await profile.locator('option').allTextContents()).toEqual([
      'Selecione…',
      'Diretor',
      'Coordenador',
      'Professor',
      'Aluno',
    ]);
    await expect.poll(() => page.getByLabel(/^Escola/).inputValue()).toBe('Escola Demonstração');
    expect(await page.getByLabel(/^Escola/).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/usuario/listar');

    await lifecycle(
      page,
      {
        profile: 'Professor',
        unit: 'Unidade Jardins',
        classes: ['6º ano B', '8º ano B'],
        name: 'Rui Gestor',
      },
      'DMJD',
      'gestor',
    );
  });

  it('hides what a profile may not use: no Usuários for Professor and Aluno, bulk only for 3 and 4', async () => {
    for (const login of ['DMMT-0005', 'DMMT-0006']) {
      const page = await suite.signInAs(login);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('link', { name: 'Configurações' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
      await page.goto('/usuario/listar');
      await page.waitForURL('**/home');
    }
    const page = await suite.signInAs('DMMT-0003');
    await goToUsers(page);
    expect(await columnHeaders(page)).toEqual(['Login', 'Nome', 'Perfil', 'Turmas', 'Situação', 'Ações']);
    const bulk = page.getByRole('link', { name: 'Cadastro em massa' });
    expect(await bulk.getAttribute('href')).toBe('/usuario/massivo');
    // A Diretor manages teachers and students of its unit, not another Diretor nor a Coordenador.
    await search(page, 'DMMT-0004');
    expect(await editLinks(page, 'DMMT-0004').count()).toBe(0);
    await search(page, 'DMMT-0006');
    expect(
      await row(page, 'DMMT-0006')
        .getByRole('link', { name: /^Alterar/ })
        .count(),
    ).toBe(1);
    expect(await row(page, 'DMMT-0006').textContent()).toContain('6º ano A');
    await screenshot(page, 'users-list-diretor-desktop');
    expect(await axe(page)).toEqual([]);
    await fitsPhone(page);
  });

  it('filters the users list by profile, class and status, on the server and in the address, at 1280 and 390 px', async () => {
    const page = await suite.signInAs('DMMT-0004');
    await goToUsers(page);
    const filters = page.getByRole('group', { name: 'Filtros da lista' });
    const profiles = () =>
      table(page)
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''));
    await filters.getByLabel('Perfil').selectOption({ label: 'Aluno' });
    await page.waitForURL(/\/usuario\/listar\?codBsePerfil=6$/);
    await expect.poll(async () => new Set(await profiles())).toEqual(new Set(['Aluno']));
    await filters.getByLabel('Turma').selectOption({ label: '6º ano A' });
    await page.waitForURL(/codBseTurma=\d+/);
    await expect
      .poll(async () =>
        (await table(page).getByRole('row').allTextContents()).slice(1).every((r) => r.includes('6º ano A')),
      )
      .toBe(true);
    // A reload keeps the filters.
    await page.reload();
    await loaded(page);
    expect(await filters.getByLabel('Perfil').inputValue()).toBe('6');
    expect(await profiles()).toContain('Aluno');
    expect(new Set(await profiles())).toEqual(new Set(['Aluno']));
    await screenshot(page, 'users-list-filtered-desktop');
    await filters.getByLabel('Situação').selectOption({ label: 'Desativados' });
    await page.waitForURL(/status=inactive/);
    expect(await axe(page)).toEqual([]);
    await fitsPhone(page);
    await screenshot(page, 'users-list-filtered-phone');
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    await page.waitForURL(/\/usuario\/listar$/);
    await loaded(page);
    await page.setViewportSize(DESKTOP);
  });

  it('works on a phone: the list scrolls sideways, the form stacks', async () => {
    const page = await suite.signInAs('DMMT-0001', { viewport: PHONE_390 });
    await page.goto('/usuario');
    await page.waitForURL('**/usuario/listar');
    await loaded(page);
    await screenshot(page, 'users-list-master-phone');
    await fitsPhone(page);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    // The list's filters have a Perfil too: the form's is the one once the form shows.
    await page.waitForURL('**/usuario/novo');
    await page.getByRole('heading', { name: 'Novo usuário' }).waitFor();
    await page.getByLabel(/^Perfil/).selectOption({ label: 'Professor' });
    await page.getByLabel(/^Escola/).selectOption({ label: 'Escola Demonstração' });
    await page.getByLabel(/^Unidade/).selectOption({ label: 'Unidade Centro' });
    await expect.poll(() => loginField(page).inputValue()).toMatch(/^DMCE-\d{4}$/);
    await page.getByRole('checkbox', { name: '7º ano A' }).waitFor();
    await screenshot(page, 'user-form-master-phone');
    await fitsPhone(page);
    expect(await axe(page)).toEqual([]);
  });
});
