import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_390, seriousViolations } from './support/browser.js';
import { activateForOwnClass, apiOf, tokenOf } from './support/api.js';
import { fixturePath } from './support/fixtures.js';
import { browserSuite } from './support/suite.js';

/**
 * A whole chapter played offline (issue 36, decisions 0076 to 0079), on a touch phone at 390 px
 * whose service worker runs: Diego Alves (DMCE-0003) opens the player online, loses the connection,
 * reloads, opens a second tab, and plays the chapter "Astros" through (a text, an image, the
 * hangman and true or false, each pick checked on the device, and complete the sentence) and rates
 * it; back online, the two tabs' queue goes once, the server scores every round, and the
 * Professor's progress screen counts each game once.
 */

const WALK_MS = 300_000;
const suite = browserSuite('web-offline-chapter', { demoNetwork: true });

const answer = (dscResposta: string, right = true) => ({
  dscResposta,
  imgResposta: null,
  indRespostaCorreta: right ? 'S' : 'N',
});
const question = (dscPergunta: string, respostas: object[]) => ({
  dscPergunta,
  imgPergunta: null,
  respostas,
});

/** "Céu sem internet": one chapter "Astros" of five contents, active in the Professor's class. */
async function authorAndActivate(): Promise<void> {
  const master = await suite.signInAs('DMMT-0001');
  const api = await apiOf(master);
  await api('POST', '/trl_livro', { dscTitulo: 'Céu sem internet' });
  const trail = (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
    (t) => t.dscTitulo === 'Céu sem internet',
  )!.codTrlLivro;
  const [subject] = await api<{ codTrlMateria: number }[]>('GET', '/trl_materia');
  await api('POST', '/trl_capitulo', { dscTitulo: 'Astros', codTrlLivro: trail });
  const [chapter] = await api<{ codTrlCapitulo: number }[]>(
    'GET',
    `/trl_capitulo/pegarCapitulosDoLivro/${trail}`,
  );
  const { codTrlAula } = await api<{ codTrlAula: number }>('POST', '/trl_aula', {
    codTrlCapitulo: chapter!.codTrlCapitulo,
    codTrlMateria: subject!.codTrlMateria,
    dscTitulo: 'O céu',
  });
  await api('POST', '/trl_conteudo_texto', {
    codTrlAula,
    dscTitulo: 'O Sol',
    dscTexto: 'O Sol é uma estrela.',
  });
  const image = await master.request.post('/api/trl_conteudo_imagem', {
    headers: { authorization: `Bearer ${await tokenOf(master)}` },
    multipart: {
      codTrlAula: String(codTrlAula),
      dscTitulo: 'Céu',
      file: {
        name: 'Landscape_5.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(fixturePath('images/Landscape_5.jpg')),
      },
    },
  });
  expect(image.status()).toBe(200);
  const game = (codTrlJogo: number, perguntas: object[]) =>
    api('POST', '/trl_conteudo_jogo', { codTrlAula, codTrlJogo, perguntas });
  await game(1, [question('Astro que brilha de dia', [answer('Sol')])]);
  await game(7, [
    question('A Terra gira em torno do Sol.', [answer('S'), answer('N', false)]),
    question('A Lua é uma estrela.', [answer('S', false), answer('N')]),
  ]);
  await game(9, [question('O * é o maior *.', [answer('Sol'), answer('astro'), answer('mar', false)])]);
  await suite.close(master);

  const professor = await suite.signInAs('DMMT-0005');
  await activateForOwnClass(professor, trail);
  await suite.close(professor);
}

const frame = (page: Page) => page.getByTestId('player-frame');
const indicator = (page: Page) => page.getByTestId('queue-indicator').getByRole('status');
const tap = (page: Page, name: string) => frame(page).getByRole('button', { name, exact: true }).tap();
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).tap();
const saved = (page: Page) =>
  frame(page).getByTestId('round-result').getByText('Rodada salva neste aparelho.').waitFor();

/** The files the device keeps for its user's trail. */
const keptFiles = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    let files = 0;
    for (const name of (await caches.keys()).filter((n) => n.startsWith('trilha-mantida-')))
      for (const request of await (await caches.open(name)).keys())
        if (new URL(request.url).pathname.startsWith('/api/files/')) files++;
    return files;
  });

describe('a chapter played offline', () => {
  it(
    'at 390 px on a touch phone, two tabs: a text, an image, three games and the rating offline arrive once, scored by the server',
    async () => {
      await authorAndActivate();
      const signedIn = await suite.signInAs('DMCE-0003');
      const session = await signedIn.evaluate(() => ({
        token: localStorage.getItem('token')!,
        user: localStorage.getItem('usuario')!,
      }));
      const me = await (await apiOf(signedIn))<{ codBseTurma: number }>('GET', '/bse_usuario/getMeusDados/x');
      await suite.close(signedIn);
      const { page, context } = await suite.newPage(PHONE_390, {
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'allow',
      });
      await context.addInitScript((s) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', s.token);
          localStorage.setItem('usuario', s.user);
        }
      }, session);
      await page.goto('/plataforma');
      await frame(page).getByText('O Sol é uma estrela.').waitFor();
      // The worker keeps the trail and its image before the connection goes.
      await expect.poll(() => keptFiles(page), { timeout: 60_000 }).toBeGreaterThan(0);
      // The text's view went while online (on a loaded machine it may still be on its way).
      await indicator(page)
        .getByText(/^Sincronizado às \d\d:\d\d$/)
        .waitFor();

      await context.setOffline(true);
      await page.reload();
      await frame(page).getByText('O Sol é uma estrela.').waitFor();
      // A second tab of the same student, offline too: it opens from the device and shares the queue.
      const second = await context.newPage();
      await second.goto('/plataforma');
      await frame(second).getByText('O Sol é uma estrela.').waitFor();

      await next(page);
      await frame(page).getByRole('img', { name: 'Céu' }).waitFor();
      await expect
        .poll(() =>
          frame(page)
            .getByRole('img', { name: 'Céu' })
            .evaluate((i) => (i as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      // The hangman: each letter checked on the device (the word fills in), the round kept.
      await next(page);
      const word = frame(page).getByTestId('hangman-word');
      await word.waitFor();
      await tap(page, 'Letra S');
      await expect.poll(() => word.textContent()).toContain('S');
      await tap(page, 'Letra O');
      await tap(page, 'Letra L');
      await saved(page);
      // True or false: both statements answered right, the round kept.
      await next(page);
      await tap(page, 'Verdadeiro');
      await tap(page, 'Próxima pergunta');
      await tap(page, 'Falso');
      await saved(page);
      // Complete the sentence, checked only when the round ends: kept for the server.
      await next(page);
      const bank = frame(page).getByRole('group', { name: 'Palavras' });
      await bank.getByRole('button', { name: 'Sol' }).tap();
      await bank.getByRole('button', { name: 'astro' }).tap();
      await tap(page, 'Verificar');
      await saved(page);
      // The chapter is complete on the device: its rating is offered, and kept too.
      await page.getByRole('button', { name: 'Avaliar o capítulo' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Avalie o capítulo Astros' });
      const send = dialog.getByRole('button', { name: 'Enviar avaliação' });
      await expect
        .poll(async () => {
          for (const group of await dialog.locator('.mantine-Rating-root').all()) {
            const id = await group.locator('input[value="5"]').getAttribute('id');
            await group.locator(`label[for="${id}"]`).tap();
          }
          return send.isEnabled();
        })
        .toBe(true);
      await send.tap();
      // The other tab counts what this one queued.
      // Both tabs count the one queue: the text seen again by the reload and by the second tab, the
      // four contents after it, the three rounds and the rating.
      await expect
        .poll(async () => [await indicator(second).innerText(), await indicator(page).innerText()])
        .toEqual(['10 itens aguardando conexão', '10 itens aguardando conexão']);
      expect(await seriousViolations(page)).toEqual([]);

      // Back online: the queue goes once, from whichever tab sends it.
      await context.setOffline(false);
      for (const tab of [page, second])
        await indicator(tab)
          .getByText(/^Sincronizado às \d\d:\d\d$/)
          .waitFor({ timeout: 60_000 });
      const api = await apiOf(page);
      // Each round once, won as the server scored it (the reader comes back while the read models
      // catch up on a loaded machine).
      const held = async () => {
        const trail = await api<{
          vistos: number[];
          avaliados: number[];
          jogos: { rodadas: number; vencido: boolean }[];
        }>('GET', `/plataforma/turma/${me.codBseTurma}`);
        return {
          vistos: trail.vistos.length,
          avaliados: trail.avaliados.length,
          jogos: trail.jogos.map((j) => ({ rodadas: j.rodadas, vencido: j.vencido })),
        };
      };
      const once = { rodadas: 1, vencido: true };
      await expect
        .poll(held, { timeout: 30_000 })
        .toEqual({ vistos: 5, avaliados: 1, jogos: [once, once, once] });
      await suite.close(page);

      // The Professor's progress screen: three games played and won, and the device's last sync.
      const professor = await suite.signInAs('DMMT-0005');
      await professor.goto('/aulas/listar');
      await professor.getByRole('link', { name: 'Progresso de Céu sem internet' }).click();
      await professor.waitForURL('**/aulas/progresso/*');
      const table = professor.getByRole('table', { name: 'Progresso de cada aluno por capítulo' });
      const row = table.getByRole('row', { name: /Diego Alves/ });
      await row.getByText('3 / 3').waitFor();
      await expect.poll(() => row.innerText()).not.toContain('Nunca sincronizou');
      await suite.close(professor);
    },
    WALK_MS,
  );
});
