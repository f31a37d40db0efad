import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE_390,
  fitsPhone,
  screenshot,
  seriousViolations,
  dismissNotices,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, notice, openFromMenu, save, settle } from './support/steps.js';

/** Unidades (/unidade): list, create, edit, delete with the postal-code lookup, as Master and Gestor. */

/** A postal-code provider in ViaCEP's JSON format, on this machine: the tests never reach the internet. */
const POSTAL_CODES: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '04538133': {
    logradouro: 'Avenida Brigadeiro Faria Lima',
    bairro: 'Itaim Bibi',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '20040002': { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

/** A whole create-edit-delete walk waits out several 2-second save locks and notices. */
const LIFECYCLE_MS = 120_000;

let provider: Server;

beforeAll(async () => {
  provider = createServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    const found = POSTAL_CODES[cep];
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(found ? { cep, ...found } : { erro: true }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});

// Started after the provider (hooks run in order), so the app knows its address.
const suite = browserSuite('web-units', () => {
  const { port } = provider.address() as AddressInfo;
  return { demoNetwork: true, env: { POSTAL_CODE_URL: `http://127.0.0.1:${port}/ws/{cep}/json/` } };
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
});

const table = (page: Page) => page.getByRole('table', { name: 'Unidades cadastradas' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Signs in and opens Unidades from the menu. */
async function openList(login: string, viewport = DESKTOP): Promise<Page> {
  const page = await suite.signInAs(login, { viewport });
  await openFromMenu(page, 'Unidades', '**/unidade/listar');
  await row(page, 'Unidade Centro').waitFor();
  // The pointer leaves the menu entry it clicked (its hover colour is the shell's, not this screen's).
  await page.mouse.move(viewport.width - 10, viewport.height - 60);
  return page;
}

/** Creates, edits and deletes a unit through the screens; the signed-in profile picks the school or not. */
async function unitLifecycle(
  page: Page,
  unit: { name: string; prefix: string; school: string },
  tag: string,
) {
  await page.getByRole('link', { name: 'Adicionar unidade' }).click();
  await page.waitForURL('**/unidade/novo');
  await page.getByRole('heading', { level: 2, name: 'Nova unidade' }).waitFor();

  // Every message first, with the notice.
  await save(page);
  await notice(page, 'Existem erros de validação').waitFor();
  await page.getByText('Nome Unidade precisa ter no mínimo 4 caracteres.').waitFor();
  await page.getByText('Prefixo precisa ter 2 caracteres.').waitFor();
  await dismissNotices(page);

  await field(page, /^Nome da unidade/).fill(unit.name);
  await field(page, /^Prefixo/).pressSequentially(unit.prefix.toLowerCase());
  expect(await field(page, /^Prefixo/).inputValue()).toBe(unit.prefix);
  const school = page.getByRole('combobox', { name: /^Escola/ });
  if (await school.count()) {
    await page.getByText('Selecione uma escola.').waitFor();
    await school.selectOption({ label: unit.school });
  } else {
    await expect.poll(() => field(page, /^Escola/).inputValue()).toBe(unit.school);
    expect(await field(page, /^Escola/).getAttribute('readonly')).not.toBeNull();
  }

  // The lookup fills the address from the provider.
  await field(page, /^CEP/).pressSequentially('04538133');
  expect(await field(page, /^CEP/).inputValue()).toBe('04538-133');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect.poll(() => field(page, /^Rua/).inputValue()).toBe('Avenida Brigadeiro Faria Lima');
  expect(await field(page, /^Bairro/).inputValue()).toBe('Itaim Bibi');
  expect(await field(page, /^Cidade/).inputValue()).toBe('São Paulo');
  expect(await field(page, /^Estado/).inputValue()).toBe('SP');
  await dismissNotices(page);
  await settle(page);
  await screenshot(page, `unit-form-${tag}-desktop`);
  await fitsPhone(page, { back: DESKTOP });
  expect(await seriousViolations(page)).toEqual([]);

  await save(page);
  await answer(page, 'Deseja realmente criar a unidade?');
  await notice(page, 'Unidade cadastrada com sucesso!').waitFor();
  await page.waitForURL('**/unidade/listar');
  const created = row(page, unit.name);
  await created.waitFor();
  expect(await created.getByRole('cell').allTextContents()).toEqual([
    unit.school,
    unit.name,
    'DM',
    unit.prefix,
    '',
  ]);

  // Edit: the prefix is locked; an unknown code leaves the address to be typed.
  await created.getByRole('button', { name: `Alterar a unidade ${unit.name}` }).click();
  await page.waitForURL('**/unidade/alterar/*');
  await expect.poll(() => field(page, /^Nome da unidade/).inputValue()).toBe(unit.name);
  expect(await field(page, /^Prefixo/).inputValue()).toBe(unit.prefix);
  expect(await field(page, /^Prefixo/).getAttribute('readonly')).not.toBeNull();
  expect(await field(page, /^CEP/).inputValue()).toBe('04538-133');
  expect(await field(page, /^Escola/).inputValue()).toBe(unit.school);
  await field(page, /^Nome da unidade/).fill(`${unit.name} Nova`);
  await field(page, /^CEP/).fill('99999999');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await notice(page, 'Endereço não encontrado!').waitFor();
  expect(await field(page, /^Rua/).isEditable()).toBe(true);
  await field(page, /^Rua/).fill('Rua Sem Cadastro, 10');
  await field(page, /^Bairro/).fill('Vila Nova');
  await save(page);
  await answer(page, 'Deseja realmente alterar a unidade?');
  await notice(page, 'Unidade alterada com sucesso!').waitFor();
  await page.waitForURL('**/unidade/listar');
  await row(page, `${unit.name} Nova`).waitFor();

  // The address was changed, not replaced.
  await row(page, `${unit.name} Nova`)
    .getByRole('button', { name: /^Alterar/ })
    .click();
  await expect.poll(() => field(page, /^CEP/).inputValue()).toBe('99999-999');
  expect(await field(page, /^Rua/).inputValue()).toBe('Rua Sem Cadastro, 10');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL('**/unidade/listar');

  // Delete, asked first.
  await dismissNotices(page);
  await row(page, `${unit.name} Nova`)
    .getByRole('button', { name: `Deletar a unidade ${unit.name} Nova` })
    .click();
  await answer(page, `Deseja realmente deletar a unidade ${unit.name} Nova?`);
  await notice(page, 'Unidade deletada com sucesso.').waitFor();
  await expect.poll(() => row(page, `${unit.name} Nova`).count()).toBe(0);
}

describe('units', () => {
  it('lists Escola, Unidade and both prefixes for the Master, searched over all four', async () => {
    const page = await openList('DMMT-0001');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unidades');
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual([
      'Escola',
      'Unidade',
      'Prefixo Escola',
      'Prefixo Unidade',
      'Ações',
    ]);
    expect(await row(page, 'Unidade Centro').getByRole('cell').allTextContents()).toEqual([
      'Escola Demonstração',
      'Unidade Centro',
      'DM',
      'CE',
      '',
    ]);
    await page.getByText('Mostrando 1 a 2 de 2 registros').waitFor();
    await screenshot(page, 'units-list-desktop');
    await fitsPhone(page, { back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);

    const search = page.getByRole('textbox', { name: 'Pesquisar unidade, escola ou prefixo' });
    await search.fill('jd');
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
    await row(page, 'Unidade Jardins').waitFor();
    await search.fill('demonstracao');
    await expect.poll(() => table(page).getByRole('row').count()).toBe(3);
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    await page.goto('/unidade');
    await page.waitForURL('**/unidade/listar');
  });

  it(
    'creates, edits and deletes a unit as Master, choosing the school',
    async () => {
      const page = await openList('DMMT-0001');
      await unitLifecycle(
        page,
        { name: 'Unidade Norte', prefix: 'NO', school: 'Escola Demonstração' },
        'master',
      );
    },
    LIFECYCLE_MS,
  );

  it(
    'creates, edits and deletes a unit as Gestor, in its own school',
    async () => {
      const page = await openList('DMMT-0002');
      await unitLifecycle(
        page,
        { name: 'Unidade Leste', prefix: 'LE', school: 'Escola Demonstração' },
        'gestor',
      );
    },
    LIFECYCLE_MS,
  );

  it('refuses a taken prefix and a unit with classes and users, with the spec messages', async () => {
    const page = await openList('DMMT-0002');
    await page.getByRole('link', { name: 'Adicionar unidade' }).click();
    await field(page, /^Nome da unidade/).fill('Unidade Repetida');
    await field(page, /^Prefixo/).fill('CE');
    await save(page);
    await answer(page, 'Deseja realmente criar a unidade?');
    await notice(page, 'Este prefixo não pode ser utilizado.').waitFor();
    expect(page.url()).toMatch(/\/unidade\/novo$/);

    await field(page, /^Nome da unidade/).fill('Unidade Centro');
    await field(page, /^Prefixo/).fill('RC');
    await save(page);
    await answer(page, 'Deseja realmente criar a unidade?');
    await notice(page, 'Unidade já cadastrada').waitFor();

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/unidade/listar');
    await row(page, 'Unidade Centro')
      .getByRole('button', { name: 'Deletar a unidade Unidade Centro' })
      .click();
    await answer(page, 'Deseja realmente deletar a unidade Unidade Centro?');
    await notice(
      page,
      'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.',
    ).waitFor();
    await row(page, 'Unidade Centro').waitFor();
  });

  it('works on a phone: the list and the form with the lookup', async () => {
    const page = await openList('DMMT-0002', PHONE_390);
    await fitsPhone(page);
    await screenshot(page, 'units-list-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await row(page, 'Unidade Jardins')
      .getByRole('button', { name: 'Alterar a unidade Unidade Jardins' })
      .click();
    await expect.poll(() => field(page, /^CEP/).inputValue()).toBe('01310-100');
    await field(page, /^CEP/).fill('20040002');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect.poll(() => field(page, /^Cidade/).inputValue()).toBe('Rio de Janeiro');
    await dismissNotices(page);
    await settle(page);
    await fitsPhone(page);
    await screenshot(page, 'unit-form-phone');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
