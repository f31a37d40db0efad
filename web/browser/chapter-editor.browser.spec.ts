import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  PHONE_390,
  fitsPhone,
  dismissNotices,
  resize,
  screenshot,
  seriousViolations,
  sidewaysScroll,
  unreachableActions,
} from './support/browser.js';
import { fixturePath } from './support/fixtures.js';
import { browserSuite } from './support/suite.js';
import { answer, notice } from './support/steps.js';

/**
 * The chapter editor (/livros/capitulos/alterar/{id}) on the demo network: the Master (DMMT-0001)
 * authors lessons and contents of every type, and one game of each of the ten kinds; the Professor
 * (DMMT-0005) reads them (/livros/capitulos/visualizar/{id}) with no editing control.
 */

const WALK_MS = 180_000;
const PHOTO = fixturePath('images/Landscape_5.jpg');
/** Real photos and drawings (jpeg and png), and a webp the "jpeg e png" games refuse. */
const IMAGES = [
  'Landscape_5.jpg',
  'Landscape_8.jpg',
  '16-bit-grey-alpha.png',
  'Channel_digital_image_CMYK_color_no_profile.jpg',
  '2569067123_aca715a2ee_o.jpg',
].map((name) => fixturePath(`images/${name}`));
const WEBP = fixturePath('images/big-height.webp');

const suite = browserSuite('web-chapter-editor', { demoNetwork: true });

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

/** Creates a trail and a chapter through the screens, and opens the chapter editor. */
async function openEditor(page: Page, trail = 'Ciências', chapter = 'Água'): Promise<string> {
  await page.goto('/livros/listar');
  await page.getByRole('button', { name: 'Nova trilha' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Título/ })
    .fill(trail);
  await save(page);
  await notice(page, `Trilha ${trail} criado.`).waitFor();
  await page
    .getByRole('link', { name: `Capítulos de ${trail}`, exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: 'Novo capítulo' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Título/ })
    .fill(chapter);
  await save(page);
  await notice(page, `Capitulo da trilha ${chapter} criado.`).waitFor();
  await dismissNotices(page);
  await page.getByRole('link', { name: `Aulas de ${chapter}` }).click();
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

/** The file inputs of the open dialog's image lists, in order. */
const files = (page: Page, n: number) => dialog(page).locator('input[type=file]').nth(n);

/** Saves and waits for a message of the open form. */
async function refused(page: Page, ...messages: string[]): Promise<void> {
  await save(page);
  for (const message of messages) await dialog(page).getByText(message).first().waitFor();
}

/** Checks the filled form at 390 px (issue 23), then saves and waits for it to close. */
async function saved(page: Page): Promise<void> {
  await fitsPhone(page, { scope: dialog, back: DESKTOP });
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
      await fitsPhone(page, { scope: dialog, back: DESKTOP });
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
      // Each key waits for what dnd-kit says to screen readers (its live region: in Portuguese,
      // naming the lessons by title and position), or for the handle to be pressed.
      const announced = (said: RegExp, timeout?: number) =>
        page.getByText(said).waitFor({ state: 'attached', timeout });
      await page.keyboard.press('Space');
      await expect.poll(() => lessonHandle.getAttribute('aria-pressed')).toBe('true');
      // Over another lesson than itself; an arrow that comes before dnd-kit has measured the
      // list moves nothing, so it is pressed again.
      for (let tries = 1; ; tries++) {
        await page.keyboard.press('ArrowUp');
        const moved = await announced(
          /^Aula «Chuva» sobre Aula «Ciclo da água», posição 1 de 2\.$/,
          1_000,
        ).then(
          () => true,
          () => false,
        );
        if (moved) break;
        if (tries === 5) throw new Error('dnd-kit never moved the lesson');
      }
      await page.keyboard.press('Space');
      await announced(
        /^Aula «Chuva» passa para a posição 1 de 2 e Aula «Ciclo da água», para a posição 2\.$/,
      );
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
      // The line's own edit action opens the dialog in edit mode at once.
      await page.getByRole('button', { name: 'Alterar 2 Texto' }).click();
      await dialog(page).getByRole('heading', { name: 'Alterar conteúdo' }).waitFor();
      await dialog(page)
        .getByRole('textbox', { name: /^Texto/ })
        .fill('A água evapora, condensa e chove.');
      await saved(page);
      await lessonCard(page, 'Ciclo da água').getByText('A água evapora, condensa e chove.').waitFor();
      await page.getByRole('button', { name: 'Apagar 4 Vídeo' }).click();
      await answer(page, 'Deseja deletar esse conteúdo?');
      await notice(page, 'Conteúdo apagado.').waitFor();
      await expect.poll(() => contents.count()).toBe(4);
      await dismissNotices(page);
      await page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 60);
      await screenshot(page, 'chapter-editor-desktop');
      expect(await seriousViolations(page)).toEqual([]);

      // At 390 px: no sideways scroll, the lesson titles keep whole words on a line, and every
      // lesson's and content's action is on screen.
      await resize(page, PHONE_390);
      await expect.poll(() => sidewaysScroll(page)).toEqual([]);
      const title = lessonCard(page, 'Ciclo da água').getByRole('heading');
      const lineHeight = await title.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
      expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 2.5);
      for (const name of ['Alterar Ciclo da água', 'Apagar Ciclo da água', 'Apagar 1 Imagem'])
        expect(await lessonCard(page, 'Ciclo da água').getByRole('button', { name }).isVisible()).toBe(true);
      expect(await unreachableActions(page.getByRole('main'))).toEqual([]);
      await screenshot(page, 'chapter-editor-phone');
      await suite.close(page);

      // The Professor: everything, and no editing control.
      const professor = await suite.signInAs('DMMT-0005');
      await professor.goto(`/livros/capitulos/visualizar/${chapter}`);
      await lessonCard(professor, 'Ciclo da água').getByText('A água evapora, condensa e chove.').waitFor();
      for (const name of [/^Nova aula/, /^Adicionar conteúdo/, /^Arrastar/, /^Apagar/])
        expect(await professor.getByRole('button', { name }).count()).toBe(0);
      expect(await seriousViolations(professor)).toEqual([]);
      await resize(professor, PHONE_390);
      await expect.poll(() => sidewaysScroll(professor)).toEqual([]);
      expect(await unreachableActions(professor.getByRole('main'))).toEqual([]);
      await professor.setViewportSize(PHONE);
      await screenshot(professor, 'chapter-view-phone');
      await suite.close(professor);
    },
    WALK_MS,
  );

  it(
    'lets the Master author one game of each of the ten kinds with their messages and images; the Professor reads them',
    async () => {
      const page = await suite.signInAs('DMMT-0001');
      const chapter = await openEditor(page, 'Jogos', 'Animais');
      await newLesson(page, 'Brincar');
      const game = async (name: string) => {
        await addContent(page, 'Brincar', 'Jogo');
        await pick(page, /^Jogo/, name);
      };

      // The game first.
      await addContent(page, 'Brincar', 'Jogo');
      await refused(page, 'Selecione um jogo.');
      await pick(page, /^Jogo/, 'Forca');
      await refused(page, 'Favor informar uma pergunta maior.', 'Favor informar uma resposta.');
      await dialog(page)
        .getByRole('textbox', { name: /^Pergunta/ })
        .fill('Animal que mia');
      await dialog(page)
        .getByRole('textbox', { name: /^Resposta/ })
        .fill('gato');
      await saved(page);

      // Memory: 4 to 8 images.
      await game('Memória');
      await refused(page, 'Favor subir 4 imagens ou mais.');
      await files(page, 0).setInputFiles([...IMAGES, ...IMAGES.slice(0, 4)]);
      await dialog(page).getByText('Permitido somente até 8 imagens.').waitFor();
      await dialog(page).getByRole('button', { name: 'Remover imagem 8' }).click();
      await saved(page);

      // Maze: four hints and four images.
      await game('Labirinto');
      await refused(page, 'Favor preencher todos os campos de dicas', 'Favor subir 4 imagens.');
      for (const [i, hint] of ['Tem asas', 'Voa', 'Põe ovos', 'Canta'].entries())
        await dialog(page)
          .getByRole('textbox', { name: new RegExp(`^Dica ${i + 1}`) })
          .fill(hint);
      await files(page, 0).setInputFiles(IMAGES.slice(0, 4));
      await saved(page);

      // Connect the dots: both groups, jpeg and png only, equal counts.
      await game('Ligar pontos');
      await refused(
        page,
        'Favor subir pelo menos 1 imagem no grupo 1.',
        'Favor subir pelo menos 1 imagem no grupo 2.',
      );
      await files(page, 0).setInputFiles([IMAGES[0]!, WEBP]);
      await files(page, 1).setInputFiles([IMAGES[1]!]);
      await refused(
        page,
        'Existem 1 imagem(s) no grupo 1 com formato inválido. Formatos válidos: jpeg e png',
      );
      await dialog(page).getByRole('button', { name: 'Remover imagem 2' }).first().click();
      await files(page, 1).setInputFiles([IMAGES[2]!]);
      await refused(page, 'Favor subir a mesma quantidade nos dois grupos.');
      await files(page, 0).setInputFiles([IMAGES[3]!]);
      await saved(page);

      // Puzzle: one image.
      await game('Quebra-cabeça');
      await refused(page, 'Favor subir uma imagem.');
      await files(page, 0).setInputFiles(IMAGES[4]!);
      await saved(page);

      // Quiz: a question, four answers, one correct, an optional jpeg or png image; a title of its own.
      await game('Quiz');
      await refused(page, 'Favor informar a pergunta.', 'Favor preencher todos os campos de respostas.');
      await dialog(page)
        .getByRole('textbox', { name: /^Título do jogo/ })
        .fill('Planetas');
      await dialog(page)
        .getByRole('textbox', { name: /^Pergunta/ })
        .fill('Qual é o maior planeta?');
      for (const [i, text] of ['Júpiter', 'Terra', 'Marte', 'Vênus'].entries())
        await dialog(page)
          .getByRole('textbox', { name: new RegExp(`^Resposta ${i + 1}`) })
          .fill(text);
      await files(page, 0).setInputFiles(IMAGES[2]!);
      await refused(page, 'Favor marcar uma resposta correta.');
      await dialog(page).getByRole('radio', { name: 'Resposta 1 correta' }).check();
      await saved(page);

      // True or false: 1 to 4 statements.
      await game('Verdadeiro ou falso');
      await refused(page, 'Favor informar as perguntas.');
      await dialog(page)
        .getByRole('textbox', { name: /^Pergunta 1/ })
        .fill('A água ferve a 100 °C.');
      await dialog(page)
        .getByRole('textbox', { name: /^Pergunta 2/ })
        .fill('O Sol gira em torno da Terra.');
      await dialog(page).getByRole('radiogroup', { name: 'Pergunta 2' }).getByText('Falso').click();
      await saved(page);

      // Image groups: 2 to 6 groups of at least 2 images.
      await game('Grupos de imagens');
      await refused(page, 'Favor subir pelo menos 2 imagens por grupo.');
      await files(page, 0).setInputFiles(IMAGES.slice(0, 2));
      await files(page, 1).setInputFiles(IMAGES.slice(2, 4));
      await saved(page);

      // Complete the sentence: asterisks hide words; at most 9 words in all.
      await game('Complete a frase');
      await refused(page, 'Favor informar a frase.');
      const sentence = dialog(page).getByRole('textbox', { name: /^Frase/ });
      await sentence.fill('O * é o maior * do Brasil.');
      await refused(page, 'Favor informar uma palavra.');
      await dialog(page)
        .getByRole('textbox', { name: /^Palavra 1/ })
        .fill('Amazonas');
      await dialog(page)
        .getByRole('textbox', { name: /^Palavra 2/ })
        .fill('rio');
      for (let i = 1; i <= 7; i++) {
        await dialog(page).getByRole('button', { name: 'Adicionar palavra errada' }).click();
        await dialog(page)
          .getByRole('textbox', { name: new RegExp(`^Palavra errada ${i}`) })
          .fill(`errada${i}`);
      }
      await sentence.fill('O * é o maior * do *.');
      await dialog(page)
        .getByRole('textbox', { name: /^Palavra 3/ })
        .fill('Brasil');
      await refused(page, 'Quantidade máxima de palavras (certas ou erradas) é 9.');
      for (let i = 7; i >= 2; i--)
        await dialog(page)
          .getByRole('button', { name: `Remover palavra errada ${i}` })
          .click();
      await saved(page);

      // Image quiz: four image answers, one correct.
      await game('Quiz de imagens');
      await refused(page, 'Favor informar a pergunta.', 'Favor preencher todos os campos de respostas.');
      await dialog(page)
        .getByRole('textbox', { name: /^Pergunta/ })
        .fill('Qual é a paisagem com montanhas?');
      for (let i = 0; i < 4; i++) await files(page, i).setInputFiles(IMAGES[i]!);
      await dialog(page).getByRole('radio', { name: 'Resposta 2 correta' }).check();
      await saved(page);

      const contents = lessonCard(page, 'Brincar').getByTestId('content');
      await expect.poll(() => contents.count()).toBe(10);
      await lessonCard(page, 'Brincar').getByText('Quiz de imagens').waitFor();
      // The quiz's line shows its own title (decision 0071).
      await contents.filter({ hasText: 'Jogo · Planetas' }).waitFor();

      // Its preview plays it as a student does: one pick, its verdict; nothing is recorded.
      await page.getByRole('button', { name: 'Visualizar 6 Jogo' }).click();
      const preview = dialog(page).getByTestId('game-preview');
      await preview.getByRole('heading', { name: 'Planetas' }).waitFor();
      expect(await preview.getByText('correta', { exact: true }).count()).toBe(0);
      await preview.getByRole('button', { name: 'Terra' }).click();
      await preview.getByText('Não foi desta vez.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'game-preview-desktop');
      await dialog(page).getByRole('button', { name: 'Fechar' }).first().click();
      await dialog(page).waitFor({ state: 'hidden' });

      // Edit a game as a whole: the stored values come back into its form.
      await page.getByRole('button', { name: 'Visualizar 1 Jogo' }).click();
      await dialog(page).getByTestId('game-preview').getByText('Animal que mia').waitFor();
      await dialog(page).getByRole('button', { name: 'Alterar' }).click();
      await expect
        .poll(() =>
          dialog(page)
            .getByRole('textbox', { name: /^Resposta/ })
            .inputValue(),
        )
        .toBe('gato');
      await dialog(page)
        .getByRole('textbox', { name: /^Resposta/ })
        .fill('leão');
      await saved(page);
      expect(await seriousViolations(page)).toEqual([]);
      await suite.close(page);

      // The Professor reads each game, images included, and edits nothing.
      const professor = await suite.signInAs('DMMT-0005');
      await professor.goto(`/livros/capitulos/visualizar/${chapter}`);
      await expect.poll(() => lessonCard(professor, 'Brincar').getByTestId('content').count()).toBe(10);
      // On a phone, the quiz's preview plays too: the right pick wins.
      await resize(professor, PHONE_390);
      await professor.getByRole('button', { name: 'Visualizar 6 Jogo' }).click();
      const view = dialog(professor).getByTestId('game-preview');
      await view.getByRole('heading', { name: 'Planetas' }).waitFor();
      await expect
        .poll(
          () =>
            view
              .locator('img')
              .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
          { timeout: 20_000 },
        )
        .toBe(true);
      await view.getByRole('button', { name: 'Júpiter' }).click();
      await view.getByText('Parabéns! Você acertou.').waitFor();
      expect(await dialog(professor).getByRole('button', { name: 'Alterar' }).count()).toBe(0);
      expect(await seriousViolations(professor)).toEqual([]);
      await fitsPhone(professor, { scope: dialog });
      await screenshot(professor, 'game-preview-phone');
      await suite.close(professor);
    },
    WALK_MS,
  );

  it('sends profiles that do not author trails from the chapter editor to /home', async () => {
    // The Gestor and the Coordenador author their school's trails (decision 0070); the Diretor does not.
    const page = await suite.signInAs('DMMT-0003');
    await page.goto('/livros/capitulos/alterar/1');
    await page.waitForURL('**/home');
    await suite.close(page);
  });
});
