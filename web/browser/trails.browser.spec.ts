import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE_390,
  dismissNotices,
  fitsPhone,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, notice } from './support/steps.js';

/**
 * Trails and chapters (/livros: the Master's menu "Trilhas", the Professor's "Criar Trilha" of /aulas) on the demo network: the Master (DMMT-0001)
 * authors the catalogue; the Professor (DMMT-0005) reads it view-only, copies it, and authors
 * trails of its own (decision 0070).
 */

/** A walk through several dialogs waits out their 2-second save locks and notices. */
const WALK_MS = 120_000;

const suite = browserSuite('web-trails', { demoNetwork: true });

const row = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .first();
const titleField = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: /^Título/ });
const chapterTitles = async (page: Page) =>
  (await page.getByRole('table').getByRole('row').allTextContents()).slice(1);

async function openTrails(login: string, viewport = DESKTOP): Promise<Page> {
  const page = await suite.signInAs(login, { viewport });
  if (viewport.width < 768) await page.getByRole('button', { name: 'Abrir menu' }).click();
  const entry = login === 'DMMT-0005' ? 'Trilhas da turma' : 'Trilhas';
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: entry, exact: true })
    .click();
  // The Professor's "Trilhas da turma" is its class's trails (/aulas); "Criar Trilha" opens the trails.
  if (login === 'DMMT-0005') {
    await page.waitForURL('**/aulas/listar');
    await page.getByRole('link', { name: 'Criar Trilha' }).click();
  }
  await page.waitForURL('**/livros/listar{,/}');
  await page.mouse.move(viewport.width - 10, viewport.height - 60);
  return page;
}

async function save(page: Page): Promise<void> {
  const button = page.getByRole('dialog').getByRole('button', { name: 'Salvar' });
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 5_000 }).toBeNull();
  await button.click();
}

async function newChapter(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Novo capítulo' }).click();
  await titleField(page).fill(title);
  await save(page);
  await notice(page, `Capitulo da trilha ${title} criado.`).waitFor();
  await row(page, title).waitFor();
  await dismissNotices(page);
}

describe('trails and chapters', () => {
  it(
    'lets the Master create, validate, edit and delete trails, and create, reorder and delete chapters',
    async () => {
      const page = await openTrails('DMMT-0001');

      // New trail: the empty title's "Ooops!", the cancel question, then the notice.
      await page.getByRole('button', { name: 'Nova trilha' }).click();
      await page.getByRole('dialog', { name: 'Nova trilha' }).waitFor();
      expect(await titleField(page).getAttribute('maxlength')).toBe('100');
      await fitsPhone(page, { scope: (p) => p.getByRole('dialog', { name: 'Nova trilha' }), back: DESKTOP });
      await save(page);
      await notice(page, 'Ooops!').waitFor();
      await notice(page, 'É necessário preencher todos os campos antes de enviar.').waitFor();
      await dismissNotices(page);
      await page
        .getByRole('dialog', { name: 'Nova trilha' })
        .getByRole('button', { name: 'Cancelar' })
        .click();
      await answer(page, 'Você deseja cancelar?', false);
      await titleField(page).fill('Matemática básica');
      await save(page);
      await notice(page, 'Trilha Matemática básica criado.').waitFor();
      await row(page, 'Matemática básica').waitFor();
      await dismissNotices(page);
      expect(await page.getByText(/^Mostrando 1 a \d+ de \d+ registros$/).count()).toBe(1);

      // Edit.
      await row(page, 'Matemática básica').getByRole('button', { name: 'Alterar Matemática básica' }).click();
      await expect.poll(() => titleField(page).inputValue()).toBe('Matemática básica');
      await titleField(page).fill('Matemática');
      await save(page);
      await notice(page, 'Alterações salvas!').waitFor();
      await row(page, 'Matemática').waitFor();
      await dismissNotices(page);
      await screenshot(page, 'trails-list-desktop');
      await fitsPhone(page, { back: DESKTOP });
      expect(await seriousViolations(page)).toEqual([]);

      // Chapters: created at the end, reordered by the arrows, deleted.
      await row(page, 'Matemática').getByRole('link', { name: 'Capítulos de Matemática' }).click();
      await page.waitForURL('**/livros/capitulos/doLivro/*');
      await page.getByRole('table', { name: 'Capítulos de Matemática' }).waitFor();
      for (const title of ['Números', 'Frações', 'Decimais']) await newChapter(page, title);
      expect(await chapterTitles(page)).toEqual(['1Números', '2Frações', '3Decimais']);
      await row(page, 'Números').getByRole('button', { name: 'Descer Números' }).click();
      await expect.poll(() => chapterTitles(page)).toEqual(['1Frações', '2Números', '3Decimais']);
      await row(page, 'Decimais').getByRole('button', { name: 'Subir Decimais' }).click();
      await expect.poll(() => chapterTitles(page)).toEqual(['1Frações', '2Decimais', '3Números']);
      await row(page, 'Números').getByRole('button', { name: 'Apagar Números' }).click();
      await answer(page, 'Deseja deletar essa capitulo?');
      await notice(page, 'Capítulo apagado.').waitFor();
      await expect.poll(() => chapterTitles(page)).toEqual(['1Frações', '2Decimais']);
      await dismissNotices(page);
      await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 60);
      await screenshot(page, 'trail-chapters-desktop');
      await fitsPhone(page, { back: DESKTOP });
      expect(await seriousViolations(page)).toEqual([]);

      // Back by the breadcrumb; a trail with chapters is not deleted, an empty one is.
      await page.getByRole('main').getByRole('link', { name: 'Trilhas', exact: true }).click();
      await page.waitForURL('**/livros/listar');
      await row(page, 'Matemática').getByRole('button', { name: 'Apagar Matemática' }).click();
      await answer(page, 'Deseja deletar essa trilha?');
      await notice(
        page,
        'Esta trilha tem capítulos. Apague os capítulos antes de apagar a trilha.',
      ).waitFor();
      await dismissNotices(page);
      await page.getByRole('button', { name: 'Nova trilha' }).click();
      await titleField(page).fill('Rascunho');
      await save(page);
      await row(page, 'Rascunho').waitFor();
      await dismissNotices(page);
      await row(page, 'Rascunho').getByRole('button', { name: 'Apagar Rascunho' }).click();
      await answer(page, 'Deseja deletar essa trilha?');
      await notice(page, 'Trilha apagada.').waitFor();
      await expect.poll(() => row(page, 'Rascunho').count()).toBe(0);
      await suite.close(page);
    },
    WALK_MS,
  );

  it('shows the Professor the catalogue’s trails and chapters with no authoring control, and a view action', async () => {
    const page = await openTrails('DMMT-0005');
    await row(page, 'Matemática').waitFor();
    await fitsPhone(page, { back: DESKTOP });
    expect(await row(page, 'Matemática').getByRole('button').allInnerTexts()).toHaveLength(1);
    await row(page, 'Matemática')
      .getByRole('button', { name: 'Copiar Matemática para minhas trilhas' })
      .waitFor();
    await row(page, 'Matemática').getByRole('link', { name: 'Capítulos de Matemática' }).click();
    await page.getByRole('table', { name: 'Capítulos de Matemática' }).waitFor();
    await row(page, 'Frações').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Trilhas', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Novo capítulo' }).count()).toBe(0);
    expect(await page.getByRole('table').getByRole('button').count()).toBe(0);
    await fitsPhone(page, { back: DESKTOP });
    await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 60);
    expect(await seriousViolations(page)).toEqual([]);
    await row(page, 'Frações').getByRole('link', { name: 'Visualizar Frações' }).click();
    await page.waitForURL('**/livros/capitulos/visualizar/*');
    await page.getByRole('heading', { name: 'Frações' }).waitFor();
    await fitsPhone(page, { back: DESKTOP });
    expect(await seriousViolations(page)).toEqual([]);
    await suite.close(page);
  });

  it(
    'lets the Professor create its own trail with a chapter, a lesson and a game, and copy a catalogue trail',
    async () => {
      const page = await openTrails('DMMT-0005');
      await page.getByRole('button', { name: 'Nova trilha' }).click();
      await titleField(page).fill('Meus bichos');
      await save(page);
      await notice(page, 'Trilha Meus bichos criado.').waitFor();
      await row(page, 'Meus bichos').getByRole('button', { name: 'Alterar Meus bichos' }).waitFor();
      await dismissNotices(page);

      await row(page, 'Meus bichos').getByRole('link', { name: 'Capítulos de Meus bichos' }).click();
      await page.getByRole('table', { name: 'Capítulos de Meus bichos' }).waitFor();
      await newChapter(page, 'Mamíferos');
      await row(page, 'Mamíferos').getByRole('link', { name: 'Aulas de Mamíferos' }).click();
      await page.waitForURL('**/livros/capitulos/alterar/*');
      await page.getByRole('button', { name: 'Nova aula' }).click();
      await titleField(page).fill('Gatos');
      await page
        .getByRole('dialog')
        .getByLabel(/^Matéria/)
        .first()
        .click();
      await page.getByRole('option', { name: 'Ciências', exact: true }).click();
      await save(page);
      await notice(page, 'Aula salva.').waitFor();
      await dismissNotices(page);
      const lesson = page.getByTestId('lesson').filter({ hasText: 'Gatos' });
      await lesson.getByRole('button', { name: 'Adicionar conteúdo' }).click();
      for (const [label, option] of [
        [/^Tipo de conteúdo/, 'Jogo'],
        [/^Jogo/, 'Forca'],
      ] as const) {
        await page.getByRole('dialog').getByLabel(label).first().click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Pergunta/ })
        .fill('Animal que mia');
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Resposta/ })
        .fill('gato');
      await save(page);
      await notice(page, 'Conteúdo salvo.').waitFor();
      await lesson.getByText('Forca').first().waitFor();
      await dismissNotices(page);
      await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 60);
      await screenshot(page, 'trails-professor-editor-desktop');
      await fitsPhone(page, { back: DESKTOP });
      expect(await seriousViolations(page)).toEqual([]);

      // Its list: its own trail editable, the catalogue's copied into its own.
      await page.getByRole('main').getByRole('link', { name: 'Trilhas', exact: true }).click();
      await page.waitForURL('**/livros/listar');
      await row(page, 'Meus bichos').getByRole('button', { name: 'Apagar Meus bichos' }).waitFor();
      await row(page, 'Matemática')
        .getByRole('button', { name: 'Copiar Matemática para minhas trilhas' })
        .click();
      await notice(page, 'Trilha copiada para as suas trilhas.').waitFor();
      const copies = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Matemática', exact: true }) });
      await copies.getByRole('button', { name: 'Alterar Matemática' }).waitFor();
      await dismissNotices(page);
      await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 60);
      await screenshot(page, 'trails-professor-list-desktop');
      await fitsPhone(page);
      await screenshot(page, 'trails-professor-list-phone');
      expect(await seriousViolations(page)).toEqual([]);
      await suite.close(page);
    },
    WALK_MS,
  );

  it('sends other profiles from /livros to /home', async () => {
    const page = await suite.signInAs('DMMT-0003');
    await page.goto('/livros/listar');
    await page.waitForURL('**/home');
    await suite.close(page);
  });

  it('fits a phone', async () => {
    const page = await openTrails('DMMT-0001', PHONE_390);
    await row(page, 'Matemática').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'trails-list-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await suite.close(page);
  });
});
