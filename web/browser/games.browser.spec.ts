import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE_390,
  screenshot,
  seriousViolations,
  sidewaysScroll,
  touchScreenshot,
} from './support/browser.js';
import { apiOf } from './support/api.js';
import { browserSuite } from './support/suite.js';

/**
 * Games that teach (issue 34, part 3; decision 0068) on the demo network: a student plays a short
 * trail at 1280 px with a mouse and at 390 px on a touch screen. A lost round shows its answer
 * (the hangman's word, true-or-false's right values) in the one result below the game, which does
 * not move the board; a won quiz says what its score counts; the help says "Toque" on the touch
 * screen; a video whose player is blocked (route interception, as a school filter would) says so,
 * with the link to open it.
 */

const WALK_MS = 180_000;
const suite = browserSuite('web-games', { demoNetwork: true });

const q = (dscPergunta: string, respostas: object[]) => ({ dscPergunta, imgPergunta: null, respostas });
const a = (dscResposta: string, correct = true) => ({
  dscResposta,
  imgResposta: null,
  indRespostaCorreta: correct ? 'S' : 'N',
});

/** The trail "Jogos que ensinam": a video, the hangman, the quiz and true or false, in that order. */
async function authorTrail(page: Page): Promise<number> {
  const api = await apiOf(page);
  await api('POST', '/trl_livro', { dscTitulo: 'Jogos que ensinam' });
  const trail = (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
    (t) => t.dscTitulo === 'Jogos que ensinam',
  )!.codTrlLivro;
  await api('POST', '/trl_capitulo', { dscTitulo: 'Astronomia', codTrlLivro: trail });
  const [chapter] = await api<{ codTrlCapitulo: number }[]>(
    'GET',
    `/trl_capitulo/pegarCapitulosDoLivro/${trail}`,
  );
  const [subject] = await api<{ codTrlMateria: number }[]>('GET', '/trl_materia');
  const { codTrlAula } = await api<{ codTrlAula: number }>('POST', '/trl_aula', {
    codTrlCapitulo: chapter!.codTrlCapitulo,
    codTrlMateria: subject!.codTrlMateria,
    dscTitulo: 'Planetas',
  });
  await api('POST', '/trl_conteudo_video', {
    codTrlAula,
    dscTitulo: 'O eclipse',
    dscLink: 'https://youtu.be/eclipse123',
  });
  const game = (codTrlJogo: number, perguntas: object[]) =>
    api('POST', '/trl_conteudo_jogo', { codTrlAula, codTrlJogo, perguntas });
  await game(1, [q('Planeta vermelho', [a('Marte')])]);
  await game(6, [
    q(
      'Qual é o maior planeta?',
      ['Júpiter', 'Terra', 'Marte', 'Vênus'].map((t, i) => a(t, i === 0)),
    ),
  ]);
  await game(7, [
    q('A Terra gira em torno do Sol.', [a('S'), a('N', false)]),
    q('A Lua é uma estrela.', [a('S', false), a('N')]),
  ]);
  return trail;
}

/** The Professor of 6º ano A makes the trail the class's active one. */
async function activate(trail: number): Promise<void> {
  const professor = await suite.signInAs('DMMT-0005');
  const api = await apiOf(professor);
  const me = await api<{ codBseTurma: number }>('GET', '/bse_usuario/getMeusDados/x');
  const link = await api<{ codTrlLivroTurma: number }>('POST', '/trl_livro_turma', {
    codBseTurma: me.codBseTurma,
    codTrlLivro: trail,
  });
  await api('POST', `/trl_livro_turma/ativarLivroTurma/${link.codTrlLivroTurma}`);
  await suite.close(professor);
}

/** A page opened with touch keeps it in its screenshots (see touchScreenshot). */
const shot = async (page: Page, name: string) =>
  (await page.evaluate(() => matchMedia('(pointer: coarse)').matches))
    ? touchScreenshot(page, name)
    : screenshot(page, name);

const frame = (page: Page) => page.getByTestId('player-frame');
const status = (page: Page) => frame(page).getByTestId('round-result');
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();
const previous = (page: Page) => page.getByRole('button', { name: 'Anterior' }).click();
/** The embedded players a school network may block: every request to them fails. */
const blockVideos = (page: Page) =>
  page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com/, (route) =>
    route.abort('blockedbyclient'),
  );

async function videoFails(page: Page, name: string): Promise<void> {
  await frame(page).getByRole('heading', { name: 'O eclipse' }).waitFor();
  // The player never answers: after its wait, the reason in words and the link, no broken frame.
  await frame(page).getByText('Não foi possível carregar o vídeo.').waitFor({ timeout: 40_000 });
  const link = frame(page).getByRole('link', { name: 'Abrir o vídeo em outra aba' });
  expect(await link.getAttribute('href')).toBe('https://youtu.be/eclipse123');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await frame(page).locator('iframe').isVisible()).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, name);
}

/** The hangman lost by six wrong letters (typed, or tapped on a touch screen): the word shows. */
async function loseHangman(page: Page, touch: boolean, name: string): Promise<void> {
  const word = frame(page).getByTestId('hangman-word');
  await word.waitFor();
  /** The word's place in the player's frame (the page may scroll to a letter on a phone). */
  const place = async () => (await word.boundingBox())!.y - (await frame(page).boundingBox())!.y;
  const before = await place();
  for (const letter of ['Z', 'X', 'W', 'K', 'Y', 'B']) {
    const button = frame(page).getByRole('button', { name: `Letra ${letter}` });
    if (touch) await button.tap();
    else await page.keyboard.press(letter.toLowerCase());
    await expect.poll(() => button.isDisabled()).toBe(true);
  }
  await status(page).getByText('Não foi desta vez.').waitFor();
  await status(page).getByText('A palavra era: Marte').waitFor();
  await status(page).getByText('Letras encontradas: 0%').waitFor();
  // The word shows on the board too, and the help still speaks of the pointer the student has.
  await expect.poll(() => word.textContent()).toBe('Marte');
  const help = touch
    ? 'Toque nas letras para adivinhar a palavra.'
    : 'Clique nas letras ou digite no teclado.';
  await frame(page).getByText(help).waitFor();
  // One result, below the game: the board did not move when it came.
  expect(await frame(page).getByRole('status').count()).toBe(1);
  expect(await place()).toBe(before);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, name);
}

async function winQuiz(page: Page, touch: boolean, name: string): Promise<void> {
  const jupiter = frame(page).getByRole('button', { name: 'Júpiter' });
  await (touch ? jupiter.tap() : jupiter.click());
  await status(page).getByText('Parabéns! Você acertou.').waitFor();
  await status(page).getByText('Pontuação: 100% — vale a primeira resposta.').waitFor();
  expect(await status(page).getByText('A resposta certa').count()).toBe(0);
  await shot(page, name);
}

async function loseTrueOrFalse(page: Page, touch: boolean, name: string): Promise<void> {
  const press = (name: string) => {
    const button = frame(page).getByRole('button', { name });
    return touch ? button.tap() : button.click();
  };
  await press('Falso');
  await press('Próxima pergunta');
  await press('Falso');
  await status(page).getByText('Não foi desta vez.').waitFor();
  await status(page).getByText('Respostas certas: 50%').waitFor();
  await status(page).getByText('As respostas certas:').waitFor();
  await status(page).getByText('A Terra gira em torno do Sol. — Verdadeiro').waitFor();
  await status(page).getByText('A Lua é uma estrela. — Falso').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, name);
}

describe('games that teach (/plataforma)', () => {
  it(
    'shows a lost round’s answer, what a score counts and “Toque” on a touch screen; a blocked video says so',
    async () => {
      const master = await suite.signInAs('DMMT-0001');
      const trail = await authorTrail(master);
      await suite.close(master);
      await activate(trail);

      // 1280 px, a mouse and a keyboard.
      const page = await suite.signInAs('DMMT-0006', { viewport: DESKTOP });
      await blockVideos(page);
      await page.goto('/plataforma');
      await videoFails(page, 'games-video-blocked-desktop');
      await next(page);
      await frame(page).getByText('Clique nas letras ou digite no teclado.').waitFor();
      await loseHangman(page, false, 'games-hangman-answer-desktop');
      await next(page);
      await winQuiz(page, false, 'games-quiz-won-desktop');
      await next(page);
      await loseTrueOrFalse(page, false, 'games-true-or-false-answer-desktop');
      await suite.close(page);

      // 390 px on a touch screen: taps, and the help says so.
      const phone = await suite.signInAs('DMMT-0006', { viewport: PHONE_390, hasTouch: true });
      expect(await phone.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await blockVideos(phone);
      await phone.goto('/plataforma');
      // The student resumes at the last content seen: back to the start.
      await phone.getByText('Conteúdo 4 de 4').waitFor();
      for (let n = 0; n < 3; n++) await previous(phone);
      await videoFails(phone, 'games-video-blocked-phone');
      expect(await sidewaysScroll(phone)).toEqual([]);
      await next(phone);
      await frame(phone).getByText('Toque nas letras para adivinhar a palavra.').waitFor();
      expect(
        await frame(phone)
          .getByText(/Clique|Use as setas/)
          .count(),
      ).toBe(0);
      await loseHangman(phone, true, 'games-hangman-answer-phone');
      expect(await sidewaysScroll(phone)).toEqual([]);
      await next(phone);
      await winQuiz(phone, true, 'games-quiz-won-phone');
      await next(phone);
      await loseTrueOrFalse(phone, true, 'games-true-or-false-answer-phone');
      expect(await sidewaysScroll(phone)).toEqual([]);
      await suite.close(phone);
    },
    WALK_MS,
  );
});
