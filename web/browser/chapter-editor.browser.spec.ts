import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, dismissNotices, screenshot, seriousViolations } from './support/browser.js';
import { fixturePath } from './support/fixtures.js';
import { browserSuite } from './support/suite.js';

/**
 * The chapter editor (/livros/capitulos/alterar/{id}) on the demo network: the Master (DMMT-0001)
 * authors lessons and contents of types 1, 2, 4, 5 and 6; the Professor (DMMT-0005) reads them
 * (/livros/capitulos/visualizar/{id}) with no editing control.
 */

const WALK_MS = 180_000;
const PHOTO = fixturePath('images/Landscape_5.jpg');

const suite = browserSuite('web-chapter-editor', { demoNetwork: true });

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog').first();
const lessonCard = (page: Page, title: string) => page.getByTestId('lesson').filter({ hasText: title });
const lessonTitles = async (page: Page) => page.getByTestId('lesson').getByRole('heading').allTextContents();

async function save(page: Page): Promise<void> {
  const button = dialog(page).getByRole('button', { name: 'Salvar' }).last();
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 5_000 }).toBeNull();
  await button.click();
}

async function pick(page: Page, label: RegExp, option: string): Promise<void> {
  await dialog(page).getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function answer(page: Page, question: string): Promise<void> {
  const confirmation = page.getByRole('dialog', { name: question });
  await confirmation.getByRole('button', { name: 'Sim' }).click();
  await confirmation.waitFor({ state: 'hidden' });
}

/** Creates a trail and a chapter through the screens, and opens the chapter editor. */
async function openEditor(page: Page): Promise<string> {
  await page.goto('/livros/listar');
  await page.getByRole('button', { name: 'Nova trilha' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Título/ })
    .fill('Ciências');
  await save(page);
  await notice(page, 'Trilha Ciências criado.').waitFor();
  await page.getByRole('link', { name: 'Capítulos de Ciências' }).first().click();
  await page.getByRole('button', { name: 'Novo capítulo' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Título/ })
    .fill('Água');
  await save(page);
  await notice(page, 'Capitulo da trilha Água criado.').waitFor();
  await dismissNotices(page);
  await page.getByRole('link', { name: 'Aulas de Água' }).click();
  await page.waitForURL('**/livros/capitulos/alterar/*');
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

async function newLesson(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Nova aula' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Título/ })
    .fill(title);
  await pick(page, /^Matéria/, 'Ciências');
  await save(page);
  await notice(page, 'Aula salva.').waitFor();
  await lessonCard(page, title).waitFor();
  await dismissNotices(page);
}

async function addContent(page: Page, lesson: string, type: string): Promise<void> {
  await lessonCard(page, lesson).getByRole('button', { name: 'Adicionar conteúdo' }).click();
  await pick(page, /^Tipo de conteúdo/, type);
}

async function saved(page: Page): Promise<void> {
  await save(page);
  await notice(page, 'Conteúdo salvo.').waitFor();
  await dialog(page).waitFor({ state: 'hidden' });
  await dismissNotices(page);
}

describe('chapter editor', () => {
  it(
    'lets the Master author lessons and contents of types 1, 2, 4, 5 and 6, reorder and delete them; the Professor reads',
    async () => {
      const page = await suite.signInAs('DMMT-0001');
      const chapter = await openEditor(page);

      // A lesson: the title's message first.
      await page.getByRole('button', { name: 'Nova aula' }).click();
      await save(page);
      await dialog(page).getByText('Campo título obrigatório.').waitFor();
      await dialog(page)
        .getByRole('textbox', { name: /^Título/ })
        .fill('Ciclo da água');
      await pick(page, /^Matéria/, 'Ciências');
      await save(page);
      await notice(page, 'Aula salva.').waitFor();
      await dismissNotices(page);
      await newLesson(page, 'Chuva');

      // Text: the type's and the text's messages, then saved.
      await lessonCard(page, 'Ciclo da água').getByRole('button', { name: 'Adicionar conteúdo' }).click();
      await save(page);
      await dialog(page).getByText('Selecione um tipo de conteúdo.').waitFor();
      await pick(page, /^Tipo de conteúdo/, 'Texto');
      await save(page);
      await dialog(page).getByText('Informe um texto.').waitFor();
      await dialog(page)
        .getByRole('textbox', { name: /^Texto/ })
        .fill('A água evapora.');
      await saved(page);

      // Image: "Selecione uma imagem.", then a real photo.
      await addContent(page, 'Ciclo da água', 'Imagem');
      await save(page);
      await dialog(page).getByText('Selecione uma imagem.').waitFor();
      await dialog(page)
        .getByRole('textbox', { name: /^Título/ })
        .fill('Paisagem');
      await dialog(page).locator('input[type=file]').setInputFiles(PHOTO);
      await saved(page);

      // Dialogue: the character's and text's messages.
      await addContent(page, 'Ciclo da água', 'Diálogo');
      await save(page);
      await dialog(page).getByText('Favor preenche o campo de personagem de todos os conteúdos.').waitFor();
      await dialog(page).getByText('Favor preencher todos os campos de descrição.').waitFor();
      const character = dialog(page)
        .getByLabel(/^Personagem 1/)
        .first();
      await character.click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await dialog(page)
        .getByRole('textbox', { name: /^Texto 1/ })
        .fill('Olá!');
      await saved(page);

      // Video: the link's message.
      await addContent(page, 'Ciclo da água', 'Vídeo');
      await dialog(page).getByRole('textbox', { name: /^Link/ }).fill('ftp://x');
      await save(page);
      await dialog(page).getByText('Informe um link http ou https.').waitFor();
      await dialog(page)
        .getByRole('textbox', { name: /^Título/ })
        .fill('Chuva forte');
      await dialog(page)
        .getByRole('textbox', { name: /^Link/ })
        .fill('https://www.youtube.com/watch?v=abc123');
      await saved(page);

      // Assembly: both messages.
      await addContent(page, 'Ciclo da água', 'Montagem');
      await save(page);
      await dialog(page).getByText('Favor escolher a montagem.').waitFor();
      await dialog(page).getByText('Favor preencher o campo de descrição.').waitFor();
      await dialog(page)
        .getByLabel(/^Montagem/)
        .first()
        .click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await dialog(page)
        .getByRole('textbox', { name: /^Descrição/ })
        .fill('Monte o ciclo.');
      await saved(page);
      const contents = lessonCard(page, 'Ciclo da água').getByTestId('content');
      await expect.poll(() => contents.count()).toBe(5);

      // Reorder lessons by keyboard (space, arrow, space) and contents by pointer drag.
      const lessonHandle = page.getByRole('button', { name: 'Arrastar Chuva' });
      await lessonHandle.focus();
      for (const key of ['Space', 'ArrowUp', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300); // dnd-kit measures and animates between keys
      }
      await expect.poll(() => lessonTitles(page)).toEqual(['Aula 1 · Chuva', 'Aula 2 · Ciclo da água']);
      const first = page.getByRole('button', { name: 'Arrastar 1 Texto' });
      const second = page.getByRole('button', { name: 'Arrastar 2 Imagem' });
      const [from, to] = [await first.boundingBox(), await second.boundingBox()];
      await page.mouse.move(from!.x + 5, from!.y + 5);
      await page.mouse.down();
      await page.mouse.move(from!.x + 5, from!.y + 20, { steps: 5 });
      await page.mouse.move(to!.x + 5, to!.y + to!.height / 2 + 5, { steps: 10 });
      await page.mouse.up();
      await expect.poll(() => contents.first().textContent()).toContain('Imagem');

      // Edit the text, delete the video.
      await page.getByRole('button', { name: 'Visualizar 2 Texto' }).click();
      await dialog(page).getByRole('button', { name: 'Alterar' }).click();
      await dialog(page)
        .getByRole('textbox', { name: /^Texto/ })
        .fill('A água evapora e condensa.');
      await saved(page);
      await lessonCard(page, 'Ciclo da água').getByText('A água evapora e condensa.').waitFor();
      await page.getByRole('button', { name: 'Apagar 4 Vídeo' }).click();
      await answer(page, 'Deseja deletar esse conteúdo?');
      await notice(page, 'Conteúdo apagado.').waitFor();
      await expect.poll(() => contents.count()).toBe(4);
      await dismissNotices(page);
      await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 60);
      await screenshot(page, 'chapter-editor-desktop');
      expect(await seriousViolations(page)).toEqual([]);
      await suite.close(page);

      // The Professor: everything, and no editing control.
      const professor = await suite.signInAs('DMMT-0005');
      await professor.goto(`/livros/capitulos/visualizar/${chapter}`);
      await lessonCard(professor, 'Ciclo da água').getByText('A água evapora e condensa.').waitFor();
      for (const name of [/^Nova aula/, /^Adicionar conteúdo/, /^Arrastar/, /^Apagar/])
        expect(await professor.getByRole('button', { name }).count()).toBe(0);
      expect(await seriousViolations(professor)).toEqual([]);
      await professor.setViewportSize(PHONE);
      await screenshot(professor, 'chapter-view-phone');
      await suite.close(professor);
    },
    WALK_MS,
  );

  it('sends other profiles from the chapter editor to /home', async () => {
    const page = await suite.signInAs('DMMT-0002');
    await page.goto('/livros/capitulos/alterar/1');
    await page.waitForURL('**/home');
    await suite.close(page);
  });
});
