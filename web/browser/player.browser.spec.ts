import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  PHONE_390,
  fitsPhone,
  resize,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { fixturePath } from './support/fixtures.js';
import { apiOf, tokenOf } from './support/api.js';
import { browserSuite } from './support/suite.js';
import { openFromMenu } from './support/steps.js';

/**
 * /plataforma, the player (issue 11, decision 0029) on the demo network: the Master authors a
 * trail with every content type and the ten games (through the API), the Professor (DMMT-0005)
 * activates it for 6º ano A, and the student (DMMT-0006) plays it: every content, every game to a
 * win (several by the keyboard alone), some to a loss and a retry, leaving and coming back to
 * the same place. Every game is scored by the server (decision 0034): the student's copy holds no
 * answer key, so the walk knows the right answers from what the Master authored (`IMAGES`' urls).
 */

const WALK_MS = 240_000;
const suite = browserSuite('web-player', { demoNetwork: true });
const IMAGES = ['Landscape_5.jpg', 'Landscape_8.jpg', '16-bit-grey-alpha.png', '2569067123_aca715a2ee_o.jpg'];

const q = (dscPergunta: string | null, imgPergunta: string | null, respostas: object[]) => ({
  dscPergunta,
  imgPergunta,
  respostas,
});
const a = (dscResposta: string | null, imgResposta: string | null, correct = true) => ({
  dscResposta,
  imgResposta,
  indRespostaCorreta: correct ? 'S' : 'N',
});

/** The images the Master uploaded for the games, in order (the answer key the walk plays by). */
let img: string[] = [];
const image = (page: Page, n: number) => frame(page).locator(`[data-image="${img[n]}"]`);

/** The trail "Sistema Solar": one lesson of contents, one of the ten games. */
async function authorTrail(page: Page): Promise<string> {
  const token = await tokenOf(page);
  const api = await apiOf(page);
  const images: string[] = [];
  for (const name of IMAGES) {
    const response = await page.request.post('/api/files/images', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        file: {
          name,
          mimeType: name.endsWith('png') ? 'image/png' : 'image/jpeg',
          buffer: readFileSync(fixturePath(`images/${name}`)),
        },
      },
    });
    images.push(((await response.json()) as { url: string }).url);
  }
  img = images;
  const [i1, i2, i3, i4] = images as [string, string, string, string];
  await api('POST', '/trl_livro', { dscTitulo: 'Sistema Solar' });
  const trail = (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
    (t) => t.dscTitulo === 'Sistema Solar',
  )!.codTrlLivro;
  await api('POST', '/trl_capitulo', { dscTitulo: 'Planetas', codTrlLivro: trail });
  const [chapter] = await api<{ codTrlCapitulo: number }[]>(
    'GET',
    `/trl_capitulo/pegarCapitulosDoLivro/${trail}`,
  );
  const [subject] = await api<{ codTrlMateria: number }[]>('GET', '/trl_materia');
  const [character] = await api<{ codTrlPersonagem: number }[]>('GET', '/trl_personagem');
  const [assembly] = await api<{ codTrlMontagem: number }[]>('GET', '/trl_montagem');
  const lesson = async (dscTitulo: string) =>
    (
      await api<{ codTrlAula: number }>('POST', '/trl_aula', {
        codTrlCapitulo: chapter!.codTrlCapitulo,
        codTrlMateria: subject!.codTrlMateria,
        dscTitulo,
      })
    ).codTrlAula;
  const contents = await lesson('Conhecer');
  await api('POST', '/trl_conteudo_texto', {
    codTrlAula: contents,
    dscTitulo: 'O Sol',
    dscTexto: 'O Sol é uma estrela.',
  });
  const form = { codTrlAula: String(contents), dscTitulo: 'Paisagem' };
  const imageResponse = await page.request.post('/api/trl_conteudo_imagem', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      ...form,
      file: {
        name: 'a.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(fixturePath('images/Landscape_8.jpg')),
      },
    },
  });
  expect(imageResponse.status()).toBe(200);
  await api('POST', '/trl_conteudo_personagem_texto', {
    codTrlAula: contents,
    entradas: [
      { codTrlPersonagem: character!.codTrlPersonagem, dscTexto: 'Olá, turma!' },
      { codTrlPersonagem: character!.codTrlPersonagem, dscTexto: 'Vamos ver os planetas.' },
    ],
  });
  await api('POST', '/trl_conteudo_video', {
    codTrlAula: contents,
    dscTitulo: 'Planetas',
    dscLink: 'https://youtu.be/abc123',
  });
  await api('POST', '/trl_conteudo_montagem', {
    codTrlAula: contents,
    codTrlMontagem: assembly!.codTrlMontagem,
    dscTexto: 'Monte o sistema.',
  });
  const games = await lesson('Jogar');
  const game = (codTrlJogo: number, perguntas: object[]) =>
    api('POST', '/trl_conteudo_jogo', { codTrlAula: games, codTrlJogo, perguntas });
  const mirrored = (img: string) => q(null, img, [a(null, img)]);
  await game(1, [q('Planeta vermelho', null, [a('Marte', null)])]);
  await game(2, [i1, i2, i3, i4].map(mirrored));
  await game(
    3,
    ['Água', 'Rocha', 'Cinza', 'Parque'].map((hint, i) => q(hint, null, [a(null, images[i]!)])),
  );
  await game(4, [q(null, i1, [a(null, i3)]), q(null, i2, [a(null, i4)])]);
  await game(5, [mirrored(i1)]);
  await game(6, [
    q(
      'Qual é o maior planeta?',
      null,
      ['Júpiter', 'Terra', 'Marte', 'Vênus'].map((t, i) => a(t, null, i === 0)),
    ),
  ]);
  await game(7, [
    q('A Terra gira em torno do Sol.', null, [a('S', null, true), a('N', null, false)]),
    q('A Lua é uma estrela.', null, [a('S', null, false), a('N', null, true)]),
  ]);
  await game(8, [q(null, null, [a(null, i1), a(null, i2)]), q(null, null, [a(null, i3), a(null, i4)])]);
  await game(9, [q('O * é o maior *.', null, [a('Sol', null), a('astro', null), a('mar', null, false)])]);
  await game(10, [
    q(
      'Qual é a paisagem de parque?',
      null,
      images.map((img, i) => a(null, img, i === 3)),
    ),
  ]);
  return String(trail);
}

const frame = (page: Page) => page.getByTestId('player-frame');
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();
const result = (page: Page, text: string) => frame(page).getByRole('status').getByText(text).waitFor();

async function playHangman(page: Page): Promise<void> {
  // Keyboard alone: a loss by six wrong letters, a retry, then a win.
  for (const key of ['z', 'x', 'w', 'k', 'y', 'b']) await page.keyboard.press(key);
  await result(page, 'Não foi desta vez.');
  await frame(page).getByRole('button', { name: 'Jogar de novo' }).focus();
  await page.keyboard.press('Enter');
  for (const key of ['m', 'a', 'r', 't', 'e']) await page.keyboard.press(key);
  await result(page, 'Parabéns! Você acertou.');
}

async function playMemory(page: Page): Promise<void> {
  const cards = frame(page).getByRole('button', { name: /^Carta/ });
  const labels = () =>
    cards.evaluateAll((els) =>
      els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/^Carta \d+: /, '')),
    );
  // A turn made while a mismatch is still face up is ignored: wait until none is (no fixed sleep,
  // so a slow machine waits longer instead of losing turns).
  // A round over (its result coming from the server) shows every card: that is settled too.
  const lost = frame(page).getByRole('status').getByText('Não foi desta vez.');
  const settled = () =>
    expect
      .poll(async () => (await lost.count()) === 0 && (await labels()).some((l) => l.startsWith('imagem')), {
        timeout: 10_000,
      })
      .toBe(false);
  const seen = new Map<number, string>();
  // The cards come once the server has drawn the round's board (decision 0057).
  await cards.first().waitFor();
  const turn = async (a: number, b: number) => {
    await settled();
    await cards.nth(a).click();
    await cards.nth(b).click();
    const now = await labels();
    for (const j of [a, b]) if (now[j]!.startsWith('imagem')) seen.set(j, now[j]!);
  };
  // A loss: two cards known (or likely) to differ, turn after turn, until too many mistakes. Two
  // cards not seen yet may be a pair: on a board drawn at random, every pair may be found so, and
  // the round is won instead; then it is played again, on a new board.
  const won = frame(page).getByRole('status').getByText('Parabéns! Você acertou.');
  for (let n = 0; !(await lost.count()); n++) {
    if (n > 80) throw new Error('the memory game was never lost');
    await settled();
    if (await lost.count()) break;
    if (await won.count()) {
      await frame(page).getByRole('button', { name: 'Jogar de novo' }).click();
      await cards.first().waitFor();
      seen.clear();
      continue;
    }
    const hidden = (await labels()).flatMap((l, i) => (l === 'virada para baixo' ? [i] : []));
    if (hidden.length < 2) {
      // Every pair found: the round's result is on its way from the server.
      await expect
        .poll(async () => (await won.count()) + (await lost.count()), { timeout: 10_000 })
        .toBeGreaterThan(0);
      continue;
    }
    const a = hidden[0]!;
    const differs = (j: number) => seen.has(a) && seen.has(j) && seen.get(j) !== seen.get(a);
    const mayDiffer = (j: number) => !(seen.has(a) && seen.get(j) === seen.get(a));
    // The last two hidden cards may be a pair already seen: then they are turned as one.
    const b =
      hidden.find((j) => j !== a && differs(j)) ?? hidden.find((j) => j !== a && mayDiffer(j)) ?? hidden[1]!;
    await turn(a, b);
  }
  await retry(page);
  // A win on the new round's board: every card seen two by two, then each pair turned together.
  await cards.first().waitFor();
  seen.clear();
  for (let i = 0; i < 8; i += 2) await turn(i, i + 1);
  const pairs = new Map<string, number[]>();
  for (const [j, l] of seen) pairs.set(l, [...(pairs.get(l) ?? []), j]);
  for (const [x, y] of pairs.values()) if (y !== undefined) await turn(x!, y);
  await result(page, 'Parabéns! Você acertou.');
}

/** The maze on the page: each cell's open neighbours, and its numbered points in order. */
async function mazeLayout(page: Page): Promise<{ open: number[][]; points: number[] }> {
  const cells = frame(page).locator('[data-cell]');
  const open = await cells.evaluateAll((els) =>
    els.map((e) => (e.getAttribute('data-open') ?? '').split(',').filter(Boolean).map(Number)),
  );
  const points = await cells.evaluateAll((els) =>
    els
      .map((e) => Number(e.textContent))
      .map((n, i) => [n, i] as const)
      .filter(([n]) => n > 0)
      .sort((x, y) => x[0] - y[0])
      .map(([, i]) => i),
  );
  return { open, points };
}

/**
 * Walks from one cell to another (a breadth-first path through the open walls) with the arrow
 * keys, or with the four buttons beside the maze as on a phone.
 */
async function walk(page: Page, open: number[][], from: number, to: number, by = 'keys'): Promise<void> {
  const parent = new Map<number, number>([[from, -1]]);
  const queue = [from];
  while (queue.length) {
    const c = queue.shift()!;
    for (const n of open[c]!) {
      if (parent.has(n)) continue;
      parent.set(n, c);
      queue.push(n);
    }
  }
  const path: number[] = [];
  for (let c = to; c !== -1; c = parent.get(c)!) path.unshift(c);
  for (let i = 1; i < path.length; i++) {
    const d = path[i]! - path[i - 1]!;
    if (by === 'buttons') {
      const name = d === -7 ? 'Subir' : d === 7 ? 'Descer' : d === -1 ? 'Esquerda' : 'Direita';
      await frame(page).getByRole('button', { name, exact: true }).click();
    } else
      await page.keyboard.press(
        d === -7 ? 'ArrowUp' : d === 7 ? 'ArrowDown' : d === -1 ? 'ArrowLeft' : 'ArrowRight',
      );
  }
}

/**
 * At 390 px, by the buttons, from the top of the page: at the first point the arrows stop and the
 * hint with its four images opens below them, past the fold; it is brought into view (the maze
 * does not seem frozen), and its right image clears the point and frees the arrows.
 */
async function mazeCheckpointAt390(page: Page): Promise<void> {
  await resize(page, PHONE_390);
  await page.evaluate(() => window.scrollTo(0, 0));
  const { open, points } = await mazeLayout(page);
  await walk(page, open, 0, points[0]!, 'buttons');
  const hint = frame(page).getByText('Dica do ponto 1: Água').locator('xpath=..');
  const inView = () =>
    hint.evaluate((e) => {
      const r = e.getBoundingClientRect();
      // Scrolling lands on whole pixels: an element whose edges fall between them may stand a
      // fraction of one past the bottom once scrolled into view.
      return r.top >= 0 && r.bottom <= innerHeight + 1;
    });
  await expect.poll(inView).toBe(true);
  expect(await frame(page).getByRole('button', { name: 'Subir', exact: true }).isDisabled()).toBe(true);
  await screenshot(page, 'game-maze-checkpoint-390');
  await image(page, 0).click();
  await frame(page).getByText('Pontos concluídos: 1 de 4').waitFor();
  await hint.waitFor({ state: 'detached' });
  await expect
    .poll(() => frame(page).getByRole('button', { name: 'Subir', exact: true }).isEnabled())
    .toBe(true);
  await resize(page, PHONE);
}

/** The maze by the keyboard alone: lost by three wrong images at its first point, retried, then won. */
async function playMaze(page: Page): Promise<void> {
  const first = await mazeLayout(page);
  await walk(page, first.open, 0, first.points[0]!);
  // Each wrong image is checked by the server; its buttons wait for the verdict.
  for (let n = 0; n < 3; n++) await image(page, 3).click();
  await retry(page);
  const { open, points } = await mazeLayout(page);
  const hints = ['Água', 'Rocha', 'Cinza', 'Parque'];
  let at = 0;
  for (const [n, point] of points.entries()) {
    await walk(page, open, at, point);
    at = point;
    await frame(page)
      .getByText(`Dica do ponto ${n + 1}: ${hints[n]}`)
      .waitFor();
    await image(page, n).click();
    // The server's verdict clears the point (the hint goes) before the walk goes on.
    if (n < 3)
      await frame(page)
        .getByText(`Dica do ponto ${n + 1}: ${hints[n]}`)
        .waitFor({ state: 'hidden' });
  }
  await result(page, 'Parabéns! Você acertou.');
}

/** After a loss: the retry, a new round. */
async function retry(page: Page): Promise<void> {
  await result(page, 'Não foi desta vez.');
  await frame(page).getByRole('button', { name: 'Jogar de novo' }).click();
}

async function playPuzzle(page: Page): Promise<void> {
  const tiles = frame(page).getByRole('button', { name: /^Peça/ });
  // A loss: 20 swaps of the same two pieces, then the retry.
  for (let n = 0; n < 20; n++) {
    await tiles.nth(0).click();
    await tiles.nth(1).click();
  }
  await retry(page);
  // The new round's pieces, in the order the server drew (decision 0057).
  await tiles.first().waitFor();
  for (let place = 0; place < 9; place++) {
    const labels = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const at = labels.findIndex((l) => l.startsWith(`Peça ${place + 1},`));
    if (at === place) continue;
    await tiles.nth(place).click();
    await tiles.nth(at).click();
  }
  await result(page, 'Parabéns! Você acertou.');
}

async function playMatching(page: Page): Promise<void> {
  // A loss: each left image linked to the other's partner (image 1 goes with 3, 2 with 4).
  for (const [left, partner] of [
    [0, 3],
    [1, 2],
  ]) {
    await frame(page)
      .getByRole('button', { name: new RegExp(`^Imagem ${left! + 1} da esquerda`) })
      .click();
    await image(page, partner!).click();
  }
  await frame(page).getByRole('button', { name: 'Verificar' }).click();
  await retry(page);
  for (const left of [0, 1]) {
    await frame(page)
      .getByRole('button', { name: new RegExp(`^Imagem ${left + 1} da esquerda`) })
      .click();
    await image(page, left + 2).click();
  }
  await frame(page).getByRole('button', { name: 'Verificar' }).click();
  await result(page, 'Parabéns! Você acertou.');
}

async function playQuiz(page: Page): Promise<void> {
  // A loss, the retry, then the win.
  await frame(page).getByRole('button', { name: 'Marte' }).click();
  await result(page, 'Não foi desta vez.');
  await frame(page).getByRole('button', { name: 'Jogar de novo' }).click();
  await frame(page).getByRole('button', { name: 'Júpiter' }).click();
  await result(page, 'Parabéns! Você acertou.');
}

async function playTrueOrFalse(page: Page): Promise<void> {
  // Keyboard alone: Tab to "Verdadeiro", Enter; then the next statement.
  await frame(page).getByRole('button', { name: 'Verdadeiro' }).focus();
  await page.keyboard.press('Enter');
  await frame(page).getByRole('button', { name: 'Próxima pergunta' }).focus();
  await page.keyboard.press('Enter');
  await frame(page).getByRole('button', { name: 'Falso' }).focus();
  await page.keyboard.press('Enter');
  await result(page, 'Parabéns! Você acertou.');
}

async function playGroups(page: Page): Promise<void> {
  // A loss: each image in the other group (the pool holds image 2 of group 1 and image 4 of group 2).
  for (const group of [0, 1]) {
    await image(page, group * 2 + 1).click();
    await frame(page)
      .getByRole('button', { name: `Colocar no grupo ${2 - group}` })
      .click();
  }
  await frame(page).getByRole('button', { name: 'Verificar' }).click();
  await retry(page);
  for (const group of [0, 1]) {
    await image(page, group * 2 + 1).click();
    await frame(page)
      .getByRole('button', { name: `Colocar no grupo ${group + 1}` })
      .click();
  }
  await frame(page).getByRole('button', { name: 'Verificar' }).click();
  await result(page, 'Parabéns! Você acertou.');
}

async function playSentence(page: Page, lose = true): Promise<void> {
  const bank = frame(page).getByRole('group', { name: 'Palavras' });
  if (lose) {
    await bank.getByRole('button', { name: 'mar' }).click();
    await bank.getByRole('button', { name: 'astro' }).click();
    await frame(page).getByRole('button', { name: 'Verificar' }).click();
    await retry(page);
  }
  await bank.getByRole('button', { name: 'Sol' }).click();
  await bank.getByRole('button', { name: 'astro' }).click();
  await frame(page).getByRole('button', { name: 'Verificar' }).click();
  await result(page, 'Parabéns! Você acertou.');
}

async function playImageQuiz(page: Page): Promise<void> {
  await image(page, 0).click();
  await retry(page);
  await image(page, 3).click();
  await result(page, 'Parabéns! Você acertou.');
}

describe('the player (/plataforma)', () => {
  it(
    'lets a student play the class’s active trail: every content, the ten games, and resume',
    async () => {
      const master = await suite.signInAs('DMMT-0001');
      const trail = await authorTrail(master);
      await suite.close(master);
      const professor = await suite.signInAs('DMMT-0005');
      const api = await apiOf(professor);
      const me = await api<{ codBseTurma: number }>('GET', '/bse_usuario/getMeusDados/x');
      const link = await api<{ codTrlLivroTurma: number }>('POST', '/trl_livro_turma', {
        codBseTurma: me.codBseTurma,
        codTrlLivro: Number(trail),
      });
      await api('POST', `/trl_livro_turma/ativarLivroTurma/${link.codTrlLivroTurma}`);
      await suite.close(professor);

      const page = await suite.signInAs('DMMT-0006');
      // The student's copy of the trail holds no answer key (decision 0034).
      const student = await apiOf(page);
      const copy = JSON.stringify(await student('GET', `/plataforma/turma/${me.codBseTurma}`));
      expect(copy).not.toMatch(/indRespostaCorreta/);
      expect(copy).toContain('"shape":"_____"');
      await openFromMenu(page, 'Trilha', '**/plataforma');
      await frame(page).getByText('O Sol é uma estrela.').waitFor();
      await page.getByText('Conteúdo 1 de 15').waitFor();
      await fitsPhone(page, { back: DESKTOP });
      await next(page);
      await frame(page).getByRole('img', { name: 'Paisagem' }).waitFor();
      await fitsPhone(page, { back: DESKTOP });
      await next(page);
      await frame(page).getByText('Olá, turma!').waitFor();
      await frame(page).getByRole('button', { name: 'Próxima fala' }).click();
      await frame(page).getByText('Vamos ver os planetas.').waitFor();
      await fitsPhone(page, { back: DESKTOP });
      await next(page);
      expect(await frame(page).locator('iframe').getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?enablejsapi=1&/,
      );
      await fitsPhone(page, { back: DESKTOP });
      await next(page);
      await frame(page).getByText('Monte o sistema.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Leave and come back: the same content.
      await page.goto('/home');
      await page.goto('/plataforma');
      await frame(page).getByText('Monte o sistema.').waitFor();
      await next(page);

      await playHangman(page);
      await screenshot(page, 'game-hangman-desktop');
      await next(page);
      await playMemory(page);
      await screenshot(page, 'game-memory-desktop');
      await next(page);
      await playMaze(page);
      await screenshot(page, 'game-maze-desktop');
      expect(await seriousViolations(page)).toEqual([]);
      const rest: [string, (p: Page) => Promise<void>][] = [
        ['matching', playMatching],
        ['puzzle', playPuzzle],
        ['quiz', playQuiz],
        ['true-or-false', playTrueOrFalse],
        ['groups', playGroups],
        ['sentence', playSentence],
        ['image-quiz', playImageQuiz],
      ];
      for (const [name, play] of rest) {
        await next(page);
        await play(page);
        expect([name, await seriousViolations(page)]).toEqual([name, []]);
        await screenshot(page, `game-${name}-desktop`);
      }
      await page.getByText('Você chegou ao fim da trilha!').waitFor();
      await page.getByText('100% visto').waitFor();

      // The chapter is complete: its short rating, three scores of 1 to 5.
      await page.getByRole('button', { name: 'Avaliar o capítulo' }).click();
      const rating = page.getByRole('dialog', { name: 'Avalie o capítulo Planetas' });
      const send = rating.getByRole('button', { name: 'Enviar avaliação' });
      expect(await send.isDisabled()).toBe(true);
      await fitsPhone(page, { scope: () => rating, back: DESKTOP });
      for (const group of await rating.locator('.mantine-Rating-root').all()) {
        const id = await group.locator('input[value="4"]').getAttribute('id');
        await group.locator(`label[for="${id}"]`).click();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await send.click();
      await page.getByRole('alert').filter({ hasText: 'Obrigado pela sua avaliação!' }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Avaliar o capítulo' }).count()).toBe(0);

      // A phone: the frame follows the width, a game is played there too.
      await fitsPhone(page);
      await screenshot(page, 'game-image-quiz-phone');
      await page.getByRole('button', { name: 'Anterior' }).click();
      await playSentence(page, false);
      const width = await frame(page).evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(PHONE_390.width);
      await fitsPhone(page);
      await screenshot(page, 'game-sentence-phone');
      const games = [
        'sentence',
        'groups',
        'true-or-false',
        'quiz',
        'puzzle',
        'matching',
        'maze',
        'memory',
        'hangman',
      ];
      for (const name of games.slice(1)) {
        await page.getByRole('button', { name: 'Anterior' }).click();
        await frame(page).getByRole('heading').first().waitFor();
        await fitsPhone(page);
        await screenshot(page, `game-${name}-phone`);
        if (name === 'maze') await mazeCheckpointAt390(page);
      }
      await suite.close(page);

      // A phone with a touch screen: the true-or-false game by taps, lost, retried and won.
      const phone = await suite.signInAs('DMMT-0006', { viewport: PHONE, hasTouch: true, isMobile: true });
      await phone.goto('/plataforma');
      await phone.getByText('Conteúdo 15 de 15').waitFor();
      for (let i = 0; i < 3; i++) await phone.getByRole('button', { name: 'Anterior' }).tap();
      await frame(phone).getByRole('button', { name: 'Falso' }).tap();
      await frame(phone).getByRole('button', { name: 'Próxima pergunta' }).tap();
      await frame(phone).getByRole('button', { name: 'Falso' }).tap();
      await result(phone, 'Não foi desta vez.');
      await frame(phone).getByRole('button', { name: 'Jogar de novo' }).tap();
      await frame(phone).getByRole('button', { name: 'Verdadeiro' }).tap();
      await frame(phone).getByRole('button', { name: 'Próxima pergunta' }).tap();
      await frame(phone).getByRole('button', { name: 'Falso' }).tap();
      await result(phone, 'Parabéns! Você acertou.');
      await screenshot(phone, 'game-true-or-false-phone');
      await suite.close(phone);
    },
    WALK_MS,
  );

  it(
    'counts a game once played: passing every game by is not 100 %, a won game keeps its best result, and the Professor sees it',
    async () => {
      // The trail of the walk above is active in 6º ano A; Diego Alves opens it for the first time.
      const page = await suite.signInAs('DMCE-0003');
      await page.goto('/plataforma');
      await frame(page).getByText('O Sol é uma estrela.').waitFor();
      for (let n = 1; n < 15; n++) await next(page);
      // Not the end yet: the ten games are left to play (decision 0067).
      await page.getByText('Faltam 10 jogos').waitFor();
      expect(await page.getByText('Você chegou ao fim da trilha!').count()).toBe(0);
      // Fifteen "Próximo" without playing: the five contents count, the ten games do not.
      await page.getByText('33% visto').waitFor();
      expect(await page.getByRole('button', { name: 'Avaliar o capítulo' }).count()).toBe(0);
      for (let n = 0; n < 4; n++) await page.getByRole('button', { name: 'Anterior' }).click();
      await frame(page).getByRole('button', { name: 'Júpiter' }).click();
      await result(page, 'Parabéns! Você acertou.');
      await page.getByText('40% visto').waitFor();

      // After a reload the won quiz is not a fresh one: its best result stands above it.
      await page.reload();
      await page.getByText('Conteúdo 15 de 15').waitFor();
      await page.getByText('40% visto').waitFor();
      for (let n = 0; n < 4; n++) await page.getByRole('button', { name: 'Anterior' }).click();
      const best = frame(page).getByTestId('game-best');
      await best.getByText('Você já venceu este jogo').waitFor();
      await best.getByText('Melhor resultado: 100% · rodadas jogadas: 1').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'game-best-desktop');
      await fitsPhone(page);
      await best.getByText('Você já venceu este jogo').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'game-best-phone');
      await suite.close(page);

      // The Professor's progress screen: 6 of 15 done, one game of ten played and won.
      const professor = await suite.signInAs('DMMT-0005');
      await professor.goto('/aulas/listar');
      await professor.getByRole('link', { name: 'Progresso de Sistema Solar' }).click();
      await professor.waitForURL('**/aulas/progresso/*');
      const row = professor
        .getByRole('table', { name: 'Progresso de cada aluno por capítulo' })
        .getByRole('row', { name: /Diego Alves/ });
      await row.waitFor();
      expect((await row.getByRole('cell').allInnerTexts()).slice(0, 6)).toEqual([
        'Diego Alves',
        '40%',
        '40%',
        '1 / 10',
        '1',
        '100%',
      ]);
      expect(await seriousViolations(professor)).toEqual([]);
      await screenshot(professor, 'class-progress-games-desktop');
      await fitsPhone(professor);
      await row.getByRole('cell', { name: '1 / 10' }).scrollIntoViewIfNeeded();
      expect(await seriousViolations(professor)).toEqual([]);
      await screenshot(professor, 'class-progress-games-phone');
      await suite.close(professor);
    },
    WALK_MS,
  );
});
