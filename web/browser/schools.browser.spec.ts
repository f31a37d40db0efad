import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/app.js';
import {
  DESKTOP,
  PHONE_390,
  fitsPhone,
  screenshot,
  seriousViolations,
  signIn,
  dismissNotices,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { notice } from './support/steps.js';

/** Rede de Escolas (/escola): list, create, edit, delete, as the demo Master. */

const suite = browserSuite('web-schools');

/** Signs in as the demo Master and opens the schools list. */
async function openList(viewport = DESKTOP): Promise<Page> {
  const page = await suite.open(viewport);
  await signIn(page, 'DMMT-0001', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await page.goto('/escola/listar');
  await table(page).getByRole('cell', { name: 'Rede de Escolas' }).waitFor();
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Escolas' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const nameField = (page: Page) => page.getByRole('textbox', { name: /^Nome/ });
const prefixField = (page: Page) => page.getByRole('textbox', { name: /^Prefixo/ });

async function saveReady(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Salvar' });
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 5_000 }).toBeNull();
  return button;
}

async function save(page: Page): Promise<void> {
  await (await saveReady(page)).click();
}

/** Answers "Tem certeza de que deseja criar essa escola?" with Sim. */
async function confirmCreate(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Tem certeza de que deseja criar essa escola?' });
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A call of the signed-in user (the token the client keeps). */
async function call(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as unknown };
}

describe('schools', () => {
  it('lists Escola and Prefixo Escola, searches by name, and school 1 has no actions', async () => {
    const page = await openList();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rede de Escolas');
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual([
      'Escola',
      'Prefixo Escola',
      'Ações',
    ]);
    const main = row(page, 'Rede de Escolas');
    expect(await main.getByRole('cell').allTextContents()).toEqual([
      'Rede de Escolas',
      'RD',
      'Escola principal',
    ]);
    expect(await main.getByRole('button').count()).toBe(0);
    expect(await main.getByRole('link').count()).toBe(0);
    const demo = row(page, 'Escola Demonstração');
    expect(await demo.getByRole('link', { name: 'Alterar Escola Demonstração' }).count()).toBe(1);
    expect(await demo.getByRole('button', { name: 'Apagar Escola Demonstração' }).count()).toBe(1);
    await screenshot(page, 'schools-list-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Pesquisar por nome' }).fill('demonstracao');
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2); // header + 1
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    await expect.poll(() => table(page).getByRole('row').count()).toBe(3);
  });

  it('creates a school through every validation message, with the keyboard', async () => {
    const page = await openList();
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL('**/escola/novo');
    await page.getByRole('heading', { level: 2, name: 'Nova escola' }).waitFor();

    // Client validation: each field's message and the popup.
    await save(page);
    await notice(page, 'Por favor, preencha todos os campos.').waitFor();
    await page.getByText('Por favor, preencha o campo Nome.').waitFor();
    await page.getByText('Por favor, preencha o campo Prefixo.').waitFor();
    expect(await nameField(page).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'school-form-errors-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Upper case, letters only, at most 2.
    await nameField(page).fill('Escola Estadual Norte');
    await prefixField(page).pressSequentially('n1');
    expect(await prefixField(page).inputValue()).toBe('N');
    await dismissNotices(page);
    await save(page);
    await page.getByText('Prefixo precisa ter 2 letras maiúsculas.').waitFor();

    // The server's field errors ("Informações inválidas."), for a body it finds empty.
    await prefixField(page).fill('EN');
    await page.route('**/api/bse_escola', (route) => route.continue({ postData: '{}' }), { times: 1 });
    await save(page);
    await confirmCreate(page);
    await notice(page, 'Informações inválidas.').waitFor();
    await page.getByText('Por favor, preencha o campo Nome.').waitFor();
    await page.getByText('Por favor, preencha o campo Prefixo.').waitFor();

    // A prefix in use: "Prefixo já existente." and the field says why.
    await dismissNotices(page);
    await nameField(page).fill('Escola Estadual Norte');
    await prefixField(page).fill('dm');
    expect(await prefixField(page).inputValue()).toBe('DM');
    await save(page);
    await confirmCreate(page);
    await notice(page, 'Prefixo já existente.').waitFor();
    await page.getByText('O prefixo informado já está em uso por outra escola.').waitFor();
    expect(await prefixField(page).getAttribute('aria-invalid')).toBe('true');

    // Não on the confirmation sends nothing.
    await prefixField(page).fill('EN');
    await save(page);
    const dialog = page.getByRole('dialog', { name: 'Tem certeza de que deseja criar essa escola?' });
    await dialog.waitFor();
    await screenshot(page, 'school-create-confirm-desktop');
    await fitsPhone(page, { scope: () => dialog, back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Não' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/escola\/novo$/);

    // Keyboard only: Tab to Salvar, Enter, then Enter on the focused Sim.
    await dismissNotices(page);
    await saveReady(page);
    await nameField(page).focus();
    await page.keyboard.press('Tab'); // prefix
    await page.keyboard.press('Tab'); // Cancelar
    await page.keyboard.press('Tab'); // Salvar
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Salvar');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sim');
    await page.keyboard.press('Enter');
    await notice(page, 'Cadastro realizado!').waitFor();
    await page.waitForURL('**/escola/listar');
    // The server answered after its read model caught up: the list has it at once.
    await table(page).waitFor();
    expect(await row(page, 'Escola Estadual Norte').getByRole('cell').allTextContents()).toEqual([
      'Escola Estadual Norte',
      'EN',
      '',
    ]);

    // The same name again: "Escola já cadastrado.".
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await nameField(page).fill('escola estadual norte');
    await prefixField(page).fill('EO');
    await save(page);
    await confirmCreate(page);
    await notice(page, 'Escola já cadastrado.').waitFor();
    expect(page.url()).toMatch(/\/escola\/novo$/);
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.waitForURL('**/escola/listar');
    await row(page, 'Escola Estadual Norte').waitFor();
    expect(await row(page, 'Escola Estadual Norte').count()).toBe(1);
  });

  it('edits the name with the prefix locked', async () => {
    const page = await openList();
    const created = await call(page, 'POST', '/bse_escola', {
      nomEscola: 'Escola Sul',
      cstTxtPrefixoLogin: 'SU',
    });
    expect(created).toEqual({ status: 200, body: 1 });
    await page.reload();
    await row(page, 'Escola Sul').getByRole('link', { name: 'Alterar Escola Sul' }).click();
    await page.waitForURL('**/escola/alterar/*');
    await page.getByRole('heading', { level: 2, name: 'Alterar escola' }).waitFor();
    await expect.poll(() => nameField(page).inputValue()).toBe('Escola Sul');
    expect(await prefixField(page).inputValue()).toBe('SU');
    expect(await prefixField(page).getAttribute('readonly')).not.toBeNull();
    await page.getByText('O prefixo não pode ser alterado.').waitFor();
    await prefixField(page).press('X');
    expect(await prefixField(page).inputValue()).toBe('SU');
    await screenshot(page, 'school-edit-desktop');
    await fitsPhone(page, { back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);

    await nameField(page).fill('');
    await save(page);
    await page.getByText('Por favor, preencha o campo Nome.').waitFor();
    await notice(page, 'Por favor, preencha todos os campos.').waitFor();

    await nameField(page).fill('Escola Estadual Demonstração'); // taken: answer 0
    await call(page, 'POST', '/bse_escola', {
      nomEscola: 'Escola Estadual Demonstração',
      cstTxtPrefixoLogin: 'ED',
    });
    await save(page);
    await notice(page, 'Escola já cadastrado.').waitFor();

    await nameField(page).fill('Escola Sul Fluminense');
    await save(page);
    await notice(page, 'Alterações salvas!').waitFor();
    await page.waitForURL('**/escola/listar');
    await table(page).waitFor();
    expect(await row(page, 'Escola Sul Fluminense').getByRole('cell').allTextContents()).toEqual([
      'Escola Sul Fluminense',
      'SU',
      '',
    ]);

    // School 1 cannot be edited, even by its address.
    await page.goto('/escola/alterar/1');
    await page.getByText('A escola principal não pode ser alterada nem apagada.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
  });

  it('deletes a school after a confirmation, and says why it cannot when it has users or units', async () => {
    const page = await openList();
    await call(page, 'POST', '/bse_escola', { nomEscola: 'Escola Temporária', cstTxtPrefixoLogin: 'TP' });
    await call(page, 'POST', '/bse_escola', { nomEscola: 'Escola com Unidade', cstTxtPrefixoLogin: 'CU' });
    const schools = (await call(page, 'GET', '/bse_escola?search=com unidade')).body as {
      codBseEscola: number;
    }[];
    const unit = await call(page, 'POST', '/bse_unidade', {
      nomUnidade: 'Unidade Centro',
      cstTxtPrefixoLogin: 'CE',
      codBseEscola: schools[0]!.codBseEscola,
    });
    expect(unit.status).toBe(200);
    await page.reload();

    await row(page, 'Escola Temporária').getByRole('button', { name: 'Apagar Escola Temporária' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deseja realmente apagar a escola Escola Temporária?' });
    await dialog.waitFor();
    await screenshot(page, 'school-delete-confirm-desktop');
    await fitsPhone(page, { scope: () => dialog, back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Não' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(page, 'Escola Temporária').count()).toBe(1);

    await row(page, 'Escola Temporária').getByRole('button', { name: 'Apagar Escola Temporária' }).click();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await notice(page, 'Escola apagada.').waitFor();
    await expect.poll(() => row(page, 'Escola Temporária').count()).toBe(0);

    await row(page, 'Escola Demonstração')
      .getByRole('button', { name: 'Apagar Escola Demonstração' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    const users = notice(page, 'Erro ao apagar escola');
    await users.waitFor();
    expect(await users.textContent()).toContain(
      'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    );
    await screenshot(page, 'school-delete-refused-desktop');
    await fitsPhone(page, { back: DESKTOP });
    expect(await row(page, 'Escola Demonstração').count()).toBe(1);

    await dismissNotices(page);
    await row(page, 'Escola com Unidade').getByRole('button', { name: 'Apagar Escola com Unidade' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    const units = notice(page, 'Erro ao apagar escola');
    await units.waitFor();
    expect(await units.textContent()).toContain(
      'Existem unidades cadastradas nesta escola. Favor apagar esses registros e tentar novamente.',
    );
  });

  it('works on a phone: the list and the form', async () => {
    const page = await openList(PHONE_390);
    await fitsPhone(page);
    await screenshot(page, 'schools-list-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL('**/escola/novo');
    await save(page);
    await page.getByText('Por favor, preencha o campo Prefixo.').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'school-form-phone');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is for the Master only', async () => {
    const page = await suite.open();
    await signIn(page, 'DMMT-0002', DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto('/escola/novo');
    await page.waitForURL('**/home');
  });
});
