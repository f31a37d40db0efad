import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

/**
 * Turmas (/turma) on the demo network: Gestor (DMMT-0002), Diretor (DMMT-0003) and Coordenador
 * (DMMT-0004, unit Centro) create, edit and delete within what their profile may use; the
 * Professor (DMMT-0005, 6º ano A and 7º ano A) switches its current class.
 */

/** A whole create-edit-delete walk waits out several 2-second save locks and notices. */
const LIFECYCLE_MS = 120_000;

const suite = browserSuite('web-classes', { demoNetwork: true });

const staffTable = (page: Page) => page.getByRole('table', { name: 'Turmas cadastradas' });
const row = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .first();
const nameField = (page: Page) => page.getByRole('textbox', { name: /^Nome da turma/ });
const classNames = async (page: Page) =>
  (await page.getByRole('table').getByRole('row').allTextContents()).slice(1);

/** Signs in and opens Turmas from the menu. */
async function openList(login: string, viewport = DESKTOP): Promise<Page> {
  const page = await suite.signInAs(login, { viewport });
  await openFromMenu(page, 'Turmas', '**/turma/listar');
  await row(page, '6º ano A').waitFor();
  // The pointer leaves the menu entry it clicked (its hover colour is the shell's, not this screen's).
  await page.mouse.move(viewport.width - 10, viewport.height - 60);
  return page;
}

/** Creates a class (choosing the unit when the profile does), renames it, and deletes it if asked. */
async function classLifecycle(
  page: Page,
  options: { name: string; unit: string; chooseUnit: boolean; remove: boolean; tag: string },
) {
  const { name, unit } = options;
  await page.getByRole('link', { name: 'Adicionar turma' }).click();
  await page.waitForURL('**/turma/novo');
  await page.getByRole('heading', { level: 2, name: 'Nova turma' }).waitFor();

  // The error list and the notice.
  await nameField(page).fill('9º');
  await save(page);
  await notice(page, 'Existem erros de preenchimento.').first().waitFor();
  const list = page.getByRole('alert').filter({ hasText: 'Nome Turma precisa ter no mínimo 3 caracteres.' });
  await list.first().waitFor();
  if (options.chooseUnit) await list.filter({ hasText: 'Selecione uma unidade.' }).first().waitFor();
  await nameField(page).fill('9º ano / B');
  await dismissNotices(page);
  await save(page);
  await page.getByText('O nome da turma não pode conter caracteres especiais.').first().waitFor();
  await dismissNotices(page);

  await nameField(page).fill(name);
  if (options.chooseUnit) {
    await page.getByRole('combobox', { name: /^Unidade/ }).selectOption({ label: unit });
  } else {
    const fixed = page.getByRole('textbox', { name: /^Unidade/ });
    await expect.poll(() => fixed.inputValue()).toBe(unit);
    expect(await fixed.getAttribute('readonly')).not.toBeNull();
  }
  const school = page.getByRole('textbox', { name: /^Escola/ });
  await expect.poll(() => school.inputValue()).toBe('Escola Demonstração');
  expect(await school.getAttribute('readonly')).not.toBeNull();
  await settle(page);
  await screenshot(page, `class-form-${options.tag}-desktop`);
  await fitsPhone(page, { back: DESKTOP });
  expect(await seriousViolations(page)).toEqual([]);
  await save(page);
  await answer(page, 'Deseja realmente criar esta turma?');
  await notice(page, 'Turma criar com sucesso.').waitFor();
  await page.waitForURL('**/turma/listar');
  await row(page, name).waitFor();
  expect(await row(page, name).getByRole('cell').allTextContents()).toEqual([
    name,
    unit,
    'Escola Demonstração',
    '',
  ]);

  // The same name again in the unit: "Turma já cadastrado."
  await page.getByRole('link', { name: 'Adicionar turma' }).click();
  await nameField(page).fill(name.toUpperCase());
  if (options.chooseUnit)
    await page.getByRole('combobox', { name: /^Unidade/ }).selectOption({ label: unit });
  await save(page);
  await answer(page, 'Deseja realmente criar esta turma?');
  await notice(page, 'Turma já cadastrado.').waitFor();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL('**/turma/listar');

  // Rename.
  await row(page, name)
    .getByRole('button', { name: `Alterar a turma ${name}` })
    .click();
  await page.waitForURL('**/turma/alterar/*');
  await expect.poll(() => nameField(page).inputValue()).toBe(name);
  expect(await page.getByRole('textbox', { name: /^Unidade/ }).inputValue()).toBe(unit);
  await nameField(page).fill(`${name}1`);
  await save(page);
  await answer(page, 'Deseja realmente alterar esta turma?');
  await notice(page, 'Turma alterada com sucesso.').waitFor();
  await page.waitForURL('**/turma/listar');
  await row(page, `${name}1`).waitFor();

  if (!options.remove) return;
  await dismissNotices(page);
  await row(page, `${name}1`)
    .getByRole('button', { name: `Deletar a turma ${name}1` })
    .click();
  await answer(page, `Deseja realmente deletar a turma ${name}1?`);
  await notice(page, 'Turma deletada com sucesso.').waitFor();
  await expect.poll(() => row(page, `${name}1`).count()).toBe(0);
}

describe('classes', () => {
  it('lists every class of the school for the Gestor, with the unit and school names', async () => {
    const page = await openList('DMMT-0002');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Turmas');
    expect(await staffTable(page).getByRole('columnheader').allTextContents()).toEqual([
      'Turma',
      'Unidade',
      'Escola',
      'Ações',
    ]);
    expect(await classNames(page)).toEqual([
      '6º ano AUnidade CentroEscola Demonstração',
      '6º ano BUnidade JardinsEscola Demonstração',
      '7º ano AUnidade CentroEscola Demonstração',
      '8º ano BUnidade JardinsEscola Demonstração',
    ]);
    const actions = row(page, '6º ano A').getByRole('button');
    expect(await actions.evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Ver os alunos da turma 6º ano A',
      'Alterar a turma 6º ano A',
      'Deletar a turma 6º ano A',
    ]);
    await screenshot(page, 'classes-list-desktop');
    await fitsPhone(page, { back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/turma');
    await page.waitForURL('**/turma/listar');
  });

  it(
    'creates, edits and deletes a class as Gestor, choosing the unit; a class with students stays',
    async () => {
      const page = await openList('DMMT-0002');
      await classLifecycle(page, {
        name: '9º ano J',
        unit: 'Unidade Jardins',
        chooseUnit: true,
        remove: true,
        tag: 'gestor',
      });
      await dismissNotices(page);
      await row(page, '8º ano B').getByRole('button', { name: 'Deletar a turma 8º ano B' }).click();
      await answer(page, 'Deseja realmente deletar a turma 8º ano B?');
      await notice(
        page,
        'Existem alunos nesta turma. Remova os alunos da turma e tente novamente.',
      ).waitFor();
      await row(page, '8º ano B').waitFor();
    },
    LIFECYCLE_MS,
  );

  it(
    'creates, edits and deletes a class as Diretor, within its unit',
    async () => {
      const page = await openList('DMMT-0003');
      expect(await classNames(page)).toEqual([
        '6º ano AUnidade CentroEscola Demonstração',
        '7º ano AUnidade CentroEscola Demonstração',
      ]);
      await page.getByRole('link', { name: 'Adicionar turma' }).click();
      const units = page.getByRole('combobox', { name: /^Unidade/ }).getByRole('option');
      await expect.poll(() => units.allTextContents()).toEqual(['Selecione uma unidade', 'Unidade Centro']);
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await classLifecycle(page, {
        name: '9º ano D',
        unit: 'Unidade Centro',
        chooseUnit: true,
        remove: true,
        tag: 'diretor',
      });
    },
    LIFECYCLE_MS,
  );

  it('shows a class’s students, and the Diretor takes one out', async () => {
    const page = await openList('DMMT-0003');
    await row(page, '6º ano A').getByRole('button', { name: 'Ver os alunos da turma 6º ano A' }).click();
    await page.waitForURL('**/turma/visualizar/*');
    await page.getByRole('heading', { level: 2, name: 'Alunos da turma 6º ano A' }).waitFor();
    const students = page.getByRole('table', { name: 'Alunos da turma' });
    const student = (name: string) => students.getByRole('row', { name: new RegExp(name) });
    await student('Diego Alves').waitFor();
    // The class in one place: the active trail's progress, each activity, the last sign-in.
    await page.getByText('Trilha ativa: Ciências da Natureza').waitFor();
    const headers = await students.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 2)).toEqual(['Nome', 'Progresso']);
    expect(headers.slice(-2)).toEqual(['Último acesso', 'Ações']);
    expect(headers.some((h) => h.startsWith('Avaliação: o corpo humano'))).toBe(true);
    for (const name of ['Aluno Demonstração', 'Carla Dias', 'Diego Alves']) await student(name).waitFor();
    // Its progress links to the trail's progress page; the Diretor sees the sign-ins in the audit console.
    const diego = student('Diego Alves');
    expect(
      await diego.getByRole('link', { name: 'Progresso de Diego Alves na trilha' }).getAttribute('href'),
    ).toMatch(/^\/aulas\/progresso\/\d+$/);
    await settle(page);
    await screenshot(page, 'class-students-desktop');
    await fitsPhone(page, { back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);

    await diego.getByRole('button', { name: 'Remover Diego Alves da turma' }).click();
    await answer(page, 'Deseja realmente remover Diego Alves da turma?');
    await notice(page, 'Aluno removido da turma.').waitFor();
    await expect.poll(() => diego.count()).toBe(0);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/turma/listar');
  });

  it(
    'fixes the Coordenador’s unit and gives it no delete',
    async () => {
      const page = await openList('DMMT-0004');
      expect(await page.getByRole('button', { name: /^Deletar/ }).count()).toBe(0);
      const actions = row(page, '6º ano A').getByRole('button');
      expect(await actions.evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')))).toEqual([
        'Ver os alunos da turma 6º ano A',
        'Alterar a turma 6º ano A',
      ]);
      await classLifecycle(page, {
        name: '9º ano C',
        unit: 'Unidade Centro',
        chooseUnit: false,
        remove: false,
        tag: 'coordenador',
      });
      expect(await page.getByRole('button', { name: /^Deletar/ }).count()).toBe(0);
      // It may take a student out of a class too.
      await row(page, '7º ano A').getByRole('button', { name: 'Ver os alunos da turma 7º ano A' }).click();
      await page.getByRole('button', { name: 'Remover Elisa Rocha da turma' }).waitFor();
    },
    LIFECYCLE_MS,
  );

  it('gives the Professor its classes and the current-class switch, and nothing else', async () => {
    const page = await openList('DMMT-0005');
    const header = page.getByRole('banner');
    await expect.poll(() => header.textContent()).toContain('Turma:6º ano A');
    expect(await page.getByRole('table', { name: 'Minhas turmas' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Adicionar turma' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Alterar|Deletar) a turma/ }).count()).toBe(0);
    const sixth = page.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' });
    const seventh = page.getByRole('switch', { name: 'Tornar 7º ano A a turma atual' });
    expect([await sixth.isChecked(), await seventh.isChecked()]).toEqual([true, false]);
    await screenshot(page, 'classes-professor-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await seventh.click();
    const dialog = page.getByRole('dialog', { name: 'Deseja alterar para a turma 7º ano A?' });
    await dialog.waitFor();
    await screenshot(page, 'classes-switch-confirm-desktop');
    await fitsPhone(page, { scope: () => dialog, back: DESKTOP });
    await answer(page, 'Deseja alterar para a turma 7º ano A?', false);
    expect(await seventh.isChecked()).toBe(false);

    await seventh.click();
    await answer(page, 'Deseja alterar para a turma 7º ano A?');
    await expect.poll(() => seventh.isChecked()).toBe(true);
    expect(await sixth.isChecked()).toBe(false);
    await expect.poll(() => header.textContent()).toContain('Turma:7º ano A');

    // The server keeps it: after a reload the own data still says 7º ano A.
    await page.reload();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Turma:7º ano A');
    await expect
      .poll(() => page.getByRole('switch', { name: 'Tornar 7º ano A a turma atual' }).isChecked())
      .toBe(true);

    // Its class's students, read only.
    await row(page, '7º ano A').getByRole('button', { name: 'Ver os alunos da turma 7º ano A' }).click();
    await page.getByRole('cell', { name: 'Elisa Rocha' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remover/ }).count()).toBe(0);
    // The forms are not its: they lead back to the list.
    await page.goto('/turma/novo');
    await page.waitForURL('**/turma/listar');
    await page.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' }).waitFor();
  });

  it('gives the Professor the class page: each student’s row links to its progress and its answers, and stays on a phone', async () => {
    const page = await openList('DMMT-0005');
    await row(page, '6º ano A').getByRole('button', { name: 'Ver os alunos da turma 6º ano A' }).click();
    await page.waitForURL('**/turma/visualizar/*');
    const students = page.getByRole('table', { name: 'Alunos da turma' });
    const carla = students.getByRole('row', { name: /Carla Dias/ });
    await carla.waitFor();
    // Carla finished the first chapter: some progress, linked to the trail's progress page.
    const progress = carla.getByRole('link', { name: 'Progresso de Carla Dias na trilha' });
    expect(await progress.textContent()).toMatch(/^\d+% — /);
    // Her answers open the answer sheet of this class.
    const answers = carla.getByRole('link', { name: /Resposta de Carla Dias em / });
    if ((await answers.count()) > 0)
      expect(await answers.first().getAttribute('href')).toMatch(
        /^\/atividade\/respostas\/\w+\/\d+\/\d+\?turma=\d+$/,
      );
    await settle(page);
    await screenshot(page, 'class-page-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await progress.click();
    await page.waitForURL('**/aulas/progresso/*');
    await page.goBack();
    await page.waitForURL('**/turma/visualizar/*');

    // At 390 px each student is a card: the name and every grade stay on screen.
    await fitsPhone(page);
    const cards = page.getByRole('list', { name: 'Alunos da turma' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Carla Dias' });
    await card.waitFor();
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_390.width);
    await card.getByText('Último acesso').waitFor();
    await settle(page);
    await screenshot(page, 'class-page-phone');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works on a phone: the Professor’s switch and the Coordenador’s form', async () => {
    const page = await openList('DMMT-0005', PHONE_390);
    await page.getByRole('switch', { name: 'Tornar 6º ano A a turma atual' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'classes-professor-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await suite.close(page);

    const coordinator = await openList('DMMT-0004', PHONE_390);
    await fitsPhone(coordinator);
    await screenshot(coordinator, 'classes-list-phone');
    expect(await seriousViolations(coordinator)).toEqual([]);
    await coordinator.getByRole('link', { name: 'Adicionar turma' }).click();
    await expect
      .poll(() => coordinator.getByRole('textbox', { name: /^Unidade/ }).inputValue())
      .toBe('Unidade Centro');
    await coordinator.getByRole('button', { name: 'Salvar' }).click();
    await notice(coordinator, 'Existem erros de preenchimento.').first().waitFor();
    await dismissNotices(coordinator);
    await settle(coordinator);
    await fitsPhone(coordinator);
    await screenshot(coordinator, 'class-form-phone');
    expect(await seriousViolations(coordinator)).toEqual([]);
  });
});
