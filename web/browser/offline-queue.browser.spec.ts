import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_390, resize, screenshot, seriousViolations } from './support/browser.js';
import { activateForOwnClass, apiOf } from './support/api.js';
import { browserSuite } from './support/suite.js';

/**
 * The device's queue of learner writes (issue 36, decision 0079) on the demo network, at 390 px
 * on a touch phone: the Master authors a chapter of a text and a complete-the-sentence game (one
 * that checks nothing before the round ends), the Professor activates it for 6º ano A; Diego
 * Alves (DMCE-0003) opens the player online, loses the connection, sees the game's content, plays
 * a round and rates the chapter offline, and answers a demo activity offline; when the connection
 * returns the queue empties, and the server holds each record exactly once.
 */

const WALK_MS = 240_000;
const suite = browserSuite('web-offline-queue', { demoNetwork: true });

const answer = (dscResposta: string, right = true) => ({
  dscResposta,
  imgResposta: null,
  indRespostaCorreta: right ? 'S' : 'N',
});

/** The trail "Astros": one chapter "O Sol" with a text and a complete-the-sentence game. */
async function authorAndActivate(): Promise<void> {
  const master = await suite.signInAs('DMMT-0001');
  const api = await apiOf(master);
  await api('POST', '/trl_livro', { dscTitulo: 'Astros' });
  const trail = (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
    (t) => t.dscTitulo === 'Astros',
  )!.codTrlLivro;
  const [subject] = await api<{ codTrlMateria: number }[]>('GET', '/trl_materia');
  await api('POST', '/trl_capitulo', { dscTitulo: 'O Sol', codTrlLivro: trail });
  const [chapter] = await api<{ codTrlCapitulo: number }[]>(
    'GET',
    `/trl_capitulo/pegarCapitulosDoLivro/${trail}`,
  );
  const { codTrlAula } = await api<{ codTrlAula: number }>('POST', '/trl_aula', {
    codTrlCapitulo: chapter!.codTrlCapitulo,
    codTrlMateria: subject!.codTrlMateria,
    dscTitulo: 'Conhecer o Sol',
  });
  await api('POST', '/trl_conteudo_texto', {
    codTrlAula,
    dscTitulo: 'A estrela',
    dscTexto: 'O Sol é uma estrela.',
  });
  await api('POST', '/trl_conteudo_jogo', {
    codTrlAula,
    codTrlJogo: 9,
    perguntas: [
      {
        dscPergunta: 'O * é o maior *.',
        imgPergunta: null,
        respostas: [answer('Sol'), answer('astro'), answer('mar', false)],
      },
    ],
  });
  await suite.close(master);

  const professor = await suite.signInAs('DMMT-0005');
  await activateForOwnClass(professor, trail);
  await suite.close(professor);
}

const frame = (page: Page) => page.getByTestId('player-frame');
const indicator = (page: Page) => page.getByTestId('queue-indicator').getByRole('status');

describe('the device’s queue of learner writes', () => {
  it(
    'at 390 px on a touch phone: a chapter played and rated and an activity answered offline arrive once online',
    async () => {
      await authorAndActivate();
      const phone = await suite.signInAs('DMCE-0003', {
        viewport: PHONE_390,
        hasTouch: true,
        isMobile: true,
      });
      const api = await apiOf(phone);
      const me = await api<{ codBseTurma: number }>('GET', '/bse_usuario/getMeusDados/x');
      // The demo's "Avaliação: leitura", open in 6º ano A and not answered by Diego.
      const open = await api<
        { codBseAtividade: number; respondida: boolean; BseAtividade: { nomAtividade: string } }[]
      >('GET', `/bse_atividade_turma/${me.codBseTurma}/atividades-ativas`);
      const activity = open.find((a) => !a.respondida)!;

      await phone.goto('/plataforma');
      await frame(phone).getByText('O Sol é uma estrela.').waitFor();
      // The text's view went while online (on a loaded machine it may still be on its way).
      await indicator(phone)
        .getByText(/^Sincronizado às \d\d:\d\d$/)
        .waitFor();
      await phone.context().setOffline(true);
      await phone.getByRole('button', { name: 'Próximo' }).tap();
      const bank = frame(phone).getByRole('group', { name: 'Palavras' });
      await bank.getByRole('button', { name: 'Sol' }).tap();
      await bank.getByRole('button', { name: 'astro' }).tap();
      await frame(phone).getByRole('button', { name: 'Verificar' }).tap();
      await frame(phone).getByTestId('round-result').getByText('Rodada salva neste aparelho.').waitFor();
      await frame(phone).getByText('Ela será pontuada quando a conexão voltar.').waitFor();
      // The chapter counts as complete: its rating is offered, and sent offline.
      await phone.getByRole('button', { name: 'Avaliar o capítulo' }).tap();
      const dialog = phone.getByRole('dialog', { name: 'Avalie o capítulo O Sol' });
      const send = dialog.getByRole('button', { name: 'Enviar avaliação' });
      // Four stars to each question (again for any the dialog's opening took).
      await expect
        .poll(async () => {
          for (const group of await dialog.locator('.mantine-Rating-root').all()) {
            const id = await group.locator('input[value="4"]').getAttribute('id');
            await group.locator(`label[for="${id}"]`).tap();
          }
          return send.isEnabled();
        })
        .toBe(true);
      await send.tap();
      await phone.getByText('Salvo neste aparelho: será enviado quando a conexão voltar.').first().waitFor();
      await indicator(phone).getByText('3 itens aguardando conexão').waitFor();
      expect(await seriousViolations(phone)).toEqual([]);
      await screenshot(phone, 'offline-queue-waiting-390');
      await resize(phone, DESKTOP);
      await indicator(phone)
        .getByText(/itens aguardando conexão$/)
        .waitFor();
      expect(await seriousViolations(phone)).toEqual([]);
      await screenshot(phone, 'offline-queue-waiting-1280');
      await resize(phone, PHONE_390);

      // The connection returns: the queue empties by itself.
      await phone.context().setOffline(false);
      await indicator(phone)
        .getByText(/^Sincronizado às \d\d:\d\d$/)
        .waitFor();
      await screenshot(phone, 'offline-queue-synced-390');

      // An activity answered offline (its questions were read online).
      await phone.goto(`/atividade/visualizar/${activity.codBseAtividade}`);
      await phone.getByRole('button', { name: 'Enviar' }).waitFor();
      await phone.context().setOffline(true);
      // Every question answered, then "Enviar" asks to confirm (again if a loaded machine lost the
      // tap or an answer before it).
      const confirmSend = phone.getByRole('dialog').getByRole('button', { name: 'Sim' });
      await expect
        .poll(
          async () => {
            for (const group of await phone.getByRole('radiogroup').all())
              await group.getByRole('radio').first().check();
            for (const box of await phone.getByRole('textbox', { name: 'Sua resposta' }).all())
              await box.fill('Respondida sem internet.');
            await phone.getByRole('button', { name: 'Enviar' }).tap();
            return confirmSend.waitFor({ timeout: 5_000 }).then(
              () => true,
              () => false,
            );
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      await confirmSend.tap();
      await phone.getByText('Enviada — aguardando conexão').first().waitFor();
      await indicator(phone).getByText('1 item aguardando conexão').waitFor();
      await screenshot(phone, 'offline-queue-activity-waiting-390');
      await phone.context().setOffline(false);
      await indicator(phone)
        .getByText(/^Sincronizado às \d\d:\d\d$/)
        .waitFor();

      // The server holds each record once: the round scored, the chapter rated, the answers in.
      // The queue's answer came once its events were stored; the read models may lag on a loaded
      // machine (X-Read-Model: lagging), so the reader comes back.
      const held = async () => {
        const trail = await api<{
          vistos: number[];
          avaliados: number[];
          jogos: { codTrlConteudo: number; rodadas: number; vencido: boolean }[];
        }>('GET', `/plataforma/turma/${me.codBseTurma}`);
        return {
          vistos: trail.vistos.length,
          jogos: trail.jogos.map((j) => ({ rodadas: j.rodadas, vencido: j.vencido })),
          avaliados: trail.avaliados.length,
        };
      };
      await expect
        .poll(held, { timeout: 30_000 })
        .toEqual({ vistos: 2, jogos: [{ rodadas: 1, vencido: true }], avaliados: 1 });
      await expect
        .poll(
          async () =>
            (
              await api<{ codBseAtividade: number; respondida: boolean }[]>(
                'GET',
                `/bse_atividade_turma/${me.codBseTurma}/atividades-ativas`,
              )
            ).find((a) => a.codBseAtividade === activity.codBseAtividade)?.respondida,
        )
        .toBe(true);
      await suite.close(phone);

      // The Professor sees the answers once.
      const professor = await suite.signInAs('DMMT-0005');
      const teacher = await apiOf(professor);
      const rows = await teacher<{ codBseUsuario: number; cstLogin?: string; dat_resposta: string | null }[]>(
        'GET',
        `/bse_questao_resposta/${activity.codBseAtividade}?codTurma=${me.codBseTurma}`,
      );
      expect(rows.filter((r) => r.dat_resposta !== null).length).toBeGreaterThan(0);
      await suite.close(professor);
    },
    WALK_MS,
  );

  it(
    'a reload offline keeps what waits: the app opens from the device and sends it once online',
    async () => {
      // Diego's session, on a phone whose service worker (decision 0078) runs.
      const signedIn = await suite.signInAs('DMCE-0003');
      const session = await signedIn.evaluate(() => ({
        token: localStorage.getItem('token')!,
        user: localStorage.getItem('usuario')!,
      }));
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
      await page.getByText(/^Conteúdo \d de 2$/).waitFor();
      // The worker took the page over and keeps the trail.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const urls: string[] = [];
              for (const name of (await caches.keys()).filter((n) => n.startsWith('trilha-mantida-')))
                for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
              return urls.some((u) => u.startsWith('/api/plataforma/turma/'));
            }),
          { timeout: 60_000 },
        )
        .toBe(true);

      await context.setOffline(true);
      // To the other content of the chapter: its "seen" waits on the device.
      const onText = (await page.getByText('Conteúdo 1 de 2').count()) > 0;
      await page.getByRole('button', { name: onText ? 'Próximo' : 'Anterior' }).tap();
      await page.getByText(onText ? 'Conteúdo 2 de 2' : 'Conteúdo 1 de 2').waitFor();
      await indicator(page)
        .getByText(/^\d+ ite(m|ns) aguardando conexão$/)
        .waitFor();
      const count = async () => Number(/\d+/.exec(await indicator(page).innerText())?.[0] ?? 0);
      const before = await count();
      expect(before).toBeGreaterThan(0);
      // Offline, a reload opens the app from the device (decision 0078): nothing that waited is
      // lost (the content it resumes on is recorded seen again, one item more).
      await page.reload();
      await frame(page).waitFor();
      await indicator(page)
        .getByText(/aguardando conexão$/)
        .waitFor();
      expect(await count()).toBeGreaterThanOrEqual(before);

      await context.setOffline(false);
      await indicator(page)
        .getByText(/^Sincronizado às \d\d:\d\d$/)
        .waitFor();
      await suite.close(page);
    },
    WALK_MS,
  );
});
