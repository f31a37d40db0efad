import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PlayerContent, PlayerTrail } from '@school/modules/teaching/contracts';
import { seriousViolations } from './support/browser.js';
import { fixturePath } from './support/fixtures.js';
import { activateForOwnClass, apiOf, tokenOf } from './support/api.js';
import { browserSuite } from './support/suite.js';

/**
 * Games offline (issue 36, item 3; decision 0077) on the demo network: the student's hangman
 * checks each letter on the device against the trail's offline key (no /plataforma/jogada at all,
 * online or not), and memory, opened with the network off, starts on a round the trail carried
 * drawn in advance; back online, that round is scored by the server and counts.
 */

const WALK_MS = 180_000;
const suite = browserSuite('web-offline-games', { demoNetwork: true });
const IMAGES = ['Landscape_5.jpg', 'Landscape_8.jpg', '16-bit-grey-alpha.png', '2569067123_aca715a2ee_o.jpg'];

const q = (dscPergunta: string | null, imgPergunta: string | null, respostas: object[]) => ({
  dscPergunta,
  imgPergunta,
  respostas,
});
const a = (dscResposta: string | null, imgResposta: string | null = null) => ({
  dscResposta,
  imgResposta,
  indRespostaCorreta: 'S',
});

/** The trail "Jogos sem internet": the hangman ("Marte"), then memory. */
async function authorTrail(page: Page): Promise<number> {
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
  await api('POST', '/trl_livro', { dscTitulo: 'Jogos sem internet' });
  const trail = (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
    (t) => t.dscTitulo === 'Jogos sem internet',
  )!.codTrlLivro;
  await api('POST', '/trl_capitulo', { dscTitulo: 'Planetas', codTrlLivro: trail });
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
  const game = (codTrlJogo: number, perguntas: object[]) =>
    api('POST', '/trl_conteudo_jogo', { codTrlAula, codTrlJogo, perguntas });
  await game(1, [q('Planeta vermelho', null, [a('Marte')])]);
  await game(
    2,
    images.map((image) => q(null, image, [a(null, image)])),
  );
  return trail;
}

const frame = (page: Page) => page.getByTestId('player-frame');
const result = (page: Page, text: string) => frame(page).getByRole('status').getByText(text).waitFor();

/** The rounds drawn in advance that this device has used (the player's IndexedDB). */
const usedRounds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('school-offline-rounds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('used').objectStore('used').getAllKeys();
          all.onsuccess = () => resolve(all.result as string[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

describe('games offline (/plataforma)', () => {
  it(
    'checks the hangman’s letters on the device and starts memory offline on a round drawn in advance',
    async () => {
      const master = await suite.signInAs('DMMT-0001');
      const trail = await authorTrail(master);
      await suite.close(master);
      const professor = await suite.signInAs('DMMT-0005');
      const classId = await activateForOwnClass(professor, trail);
      await suite.close(professor);

      const page = await suite.signInAs('DMMT-0006');
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/plataforma\/(jogada|rodada)$/.test(r.url())) asked.push(new URL(r.url()).pathname);
      });
      // The trail as this page read it: its memory's rounds drawn in advance.
      const read = page.waitForResponse((r) => /\/api\/plataforma\/turma\/\d+$/.test(r.url()));
      await page.goto('/plataforma');
      const copy = (await (await read).json()) as PlayerTrail;
      const contents = copy.capitulos.flatMap((c) => c.aulas.flatMap((l) => l.conteudos));
      const memory = contents.find(
        (c): c is Extract<PlayerContent, { codTrlTipoConteudo: 3 }> =>
          c.codTrlTipoConteudo === 3 && c.codTrlJogo === 2,
      )!;
      expect(JSON.stringify(copy).toLowerCase()).not.toContain('marte');

      // Offline: each letter is checked on the device, the word fills in.
      const word = frame(page).getByTestId('hangman-word');
      await word.waitFor();
      await page.context().setOffline(true);
      for (const key of ['m', 'a', 'x']) await page.keyboard.press(key);
      await expect.poll(() => word.textContent()).toMatch(/^MA_{2}_$|^Ma___$/i);
      // Online again: the round's last letters, and the server scores the round.
      await page.context().setOffline(false);
      for (const key of ['r', 't', 'e']) await page.keyboard.press(key);
      await result(page, 'Parabéns! Você acertou.');
      expect(asked).toEqual([]);

      // Memory opened offline: the first round drawn in advance, its board, claimed once.
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Próximo' }).click();
      const cards = frame(page).getByRole('button', { name: /^Carta/ });
      await cards.first().waitFor();
      const [predrawn] = memory.offline!.rounds!;
      expect(await usedRounds(page)).toEqual([predrawn!.roundId]);
      expect(await seriousViolations(page)).toEqual([]);

      // Back online, the round is played on that board and the server scores it as won.
      await page.context().setOffline(false);
      const board = predrawn!.board;
      for (const image of new Set(board)) {
        const [x, y] = board.flatMap((c, i) => (c === image ? [i] : []));
        await cards.nth(x!).click();
        await cards.nth(y!).click();
      }
      await result(page, 'Parabéns! Você acertou.');
      // Online, a new round is the server's: the rounds drawn in advance are kept for offline.
      await frame(page).getByRole('button', { name: 'Jogar de novo' }).click();
      await cards.first().waitFor();
      await expect.poll(() => asked).toContain('/api/plataforma/rodada');
      expect(await usedRounds(page)).toEqual([predrawn!.roundId]);
      expect(asked.filter((p) => p.endsWith('jogada'))).toEqual([]);

      const progress = await (await apiOf(page))<PlayerTrail>('GET', `/plataforma/turma/${classId}`);
      expect(progress.jogos.find((g) => g.codTrlConteudo === memory.codTrlConteudo)).toMatchObject({
        vencido: true,
        melhorPontuacao: 100,
      });
    },
    WALK_MS,
  );
});
