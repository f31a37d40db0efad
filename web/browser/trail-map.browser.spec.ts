import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_390, screenshot, seriousViolations, sidewaysScroll } from './support/browser.js';
import { apiOf } from './support/api.js';
import { browserSuite } from './support/suite.js';

/**
 * The player's trail map (issue 34, decision 0067) on the demo network: the Master authors a
 * trail of two chapters ("A água": a text, a quiz and a true-or-false game; "O ar": a text and a
 * quiz), the Professor activates it for 6º ano A; a student at 1280 px opens the map beside the
 * player, jumps by the keyboard and by the mouse, completes both chapters and sees each
 * celebrated; another on a 390 px touch phone does it through the map's drawer.
 */

const WALK_MS = 180_000;
const suite = browserSuite('web-trail-map', { demoNetwork: true });

const answer = (dscResposta: string, right: boolean) => ({
  dscResposta,
  imgResposta: null,
  indRespostaCorreta: right ? 'S' : 'N',
});
const quiz = (dscPergunta: string, right: string, wrong: string[]) => ({
  codTrlJogo: 6,
  perguntas: [
    {
      dscPergunta,
      imgPergunta: null,
      respostas: [answer(right, true), ...wrong.map((w) => answer(w, false))],
    },
  ],
});

/** The trail "Ciclo da natureza", authored by the Master and made 6º ano A's active one by its Professor. */
async function authorAndActivate(): Promise<void> {
  const master = await suite.signInAs('DMMT-0001');
  const api = await apiOf(master);
  await api('POST', '/trl_livro', { dscTitulo: 'Ciclo da natureza' });
  const trail = (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
    (t) => t.dscTitulo === 'Ciclo da natureza',
  )!.codTrlLivro;
  const [subject] = await api<{ codTrlMateria: number }[]>('GET', '/trl_materia');
  const chapter = async (dscTitulo: string) => {
    await api('POST', '/trl_capitulo', { dscTitulo, codTrlLivro: trail });
    const list = await api<{ codTrlCapitulo: number; dscTitulo: string }[]>(
      'GET',
      `/trl_capitulo/pegarCapitulosDoLivro/${trail}`,
    );
    const { codTrlCapitulo } = list.find((c) => c.dscTitulo === dscTitulo)!;
    return (
      await api<{ codTrlAula: number }>('POST', '/trl_aula', {
        codTrlCapitulo,
        codTrlMateria: subject!.codTrlMateria,
        dscTitulo: `Conhecer ${dscTitulo.toLowerCase()}`,
      })
    ).codTrlAula;
  };
  const water = await chapter('A água');
  await api('POST', '/trl_conteudo_texto', {
    codTrlAula: water,
    dscTitulo: 'A chuva',
    dscTexto: 'A chuva é a água que cai das nuvens.',
  });
  await api('POST', '/trl_conteudo_jogo', {
    codTrlAula: water,
    ...quiz('Como é a água no gelo?', 'Sólida', ['Líquida', 'Gasosa', 'Morna']),
  });
  await api('POST', '/trl_conteudo_jogo', {
    codTrlAula: water,
    codTrlJogo: 7,
    perguntas: [
      {
        dscPergunta: 'A água ferve a 100 °C.',
        imgPergunta: null,
        respostas: [answer('S', true), answer('N', false)],
      },
      {
        dscPergunta: 'O gelo é mais quente que a chuva.',
        imgPergunta: null,
        respostas: [answer('S', false), answer('N', true)],
      },
    ],
  });
  const air = await chapter('O ar');
  await api('POST', '/trl_conteudo_texto', {
    codTrlAula: air,
    dscTitulo: 'O vento',
    dscTexto: 'O vento é o ar em movimento.',
  });
  await api('POST', '/trl_conteudo_jogo', {
    codTrlAula: air,
    ...quiz('O que move as folhas?', 'O vento', ['A pedra', 'O gelo', 'A areia']),
  });
  await suite.close(master);

  const professor = await suite.signInAs('DMMT-0005');
  const as = await apiOf(professor);
  const me = await as<{ codBseTurma: number }>('GET', '/bse_usuario/getMeusDados/x');
  const link = await as<{ codTrlLivroTurma: number }>('POST', '/trl_livro_turma', {
    codBseTurma: me.codBseTurma,
    codTrlLivro: trail,
  });
  await as('POST', `/trl_livro_turma/ativarLivroTurma/${link.codTrlLivroTurma}`);
  await suite.close(professor);
}

const frame = (page: Page) => page.getByTestId('player-frame');
const map = (page: Page) => page.getByRole('navigation', { name: 'Mapa da trilha' });
const chapterOf = (page: Page, name: string) => map(page).getByRole('region', { name });
const item = (page: Page, chapter: string, name: string) =>
  chapterOf(page, chapter).getByRole('button', { name: new RegExp(`^${name}`) });
const result = (page: Page, text: string) => frame(page).getByRole('status').getByText(text).waitFor();
const celebration = (page: Page) => page.getByTestId('chapter-celebration');
const stateOf = async (l: Locator) => l.getAttribute('data-state');

describe('the trail’s map (/plataforma)', () => {
  it('tells a student whose class has no active trail that its teacher will choose one', async () => {
    // Elisa Rocha's 7º ano A has no trail active.
    const page = await suite.signInAs('DMCE-0004');
    await page.goto('/plataforma');
    await page.getByText('Aulas / conteúdos em construção...').waitFor();
    await page
      .getByText('Sua turma ainda não tem uma trilha ativa. Seu professor vai escolher uma em breve.')
      .waitFor();
    await screenshot(page, 'trail-no-active-desktop');
    await page.waitForURL('**/home');
    await suite.close(page);
  });

  it(
    'at 1280 px: the map beside the player, a jump by the keyboard, both chapters completed and celebrated',
    async () => {
      await authorAndActivate();
      const page = await suite.signInAs('DMMT-0006');
      await page.goto('/plataforma');
      await frame(page).getByText('A chuva é a água que cai das nuvens.').waitFor();
      // The map stands beside the player: no drawer button.
      await map(page).waitFor();
      expect(await page.getByRole('button', { name: 'Mapa da trilha' }).count()).toBe(0);
      const here = map(page).locator('[aria-current="step"]');
      await expect.poll(() => here.innerText()).toMatch(/A chuva\s+Visto · você está aqui/);
      expect(await item(page, 'O ar', 'O vento').innerText()).toContain('Não visto');
      expect(await chapterOf(page, 'A água').getByText('1 de 3 feitos').count()).toBe(1);
      await page.getByText('Capítulos concluídos: 0 de 2').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'trail-map-desktop');

      // By the keyboard: to the second chapter's text, and the focus goes to the player.
      await item(page, 'O ar', 'O vento').focus();
      await page.keyboard.press('Enter');
      await frame(page).getByText('O vento é o ar em movimento.').waitFor();
      await page.getByText('Conteúdo 4 de 5').waitFor();
      expect(await frame(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await item(page, 'O ar', 'O vento').getAttribute('aria-current')).toBe('step');

      // Back to the first chapter by the mouse: the quiz lost, the true-or-false won.
      await item(page, 'A água', 'Quiz').click();
      await frame(page).getByRole('button', { name: 'Líquida' }).click();
      await result(page, 'Não foi desta vez.');
      await expect.poll(() => stateOf(item(page, 'A água', 'Quiz'))).toBe('jogado');
      expect(await item(page, 'A água', 'Quiz').innerText()).toContain('Jogado, não vencido');
      // The chapter this student is in is not complete: no rating offered (the demo's "A água" neither).
      expect(await page.getByRole('button', { name: 'Avaliar o capítulo' }).count()).toBe(0);
      // The suite's pages ask for reduced motion: this one lets the celebration move.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await item(page, 'A água', 'Verdadeiro ou falso').click();
      await frame(page).getByRole('button', { name: 'Verdadeiro' }).click();
      await frame(page).getByRole('button', { name: 'Próxima pergunta' }).click();
      await frame(page).getByRole('button', { name: 'Falso' }).click();
      await result(page, 'Parabéns! Você acertou.');

      // The chapter is complete: celebrated in the polite live region, its stars for the games won.
      await celebration(page).getByText('Capítulo concluído: A água!').waitFor();
      await celebration(page).getByText('1 de 2 jogos vencidos').waitFor();
      expect(await celebration(page).locator('[data-won="true"]').count()).toBe(1);
      expect(await celebration(page).locator('[data-won="false"]').count()).toBe(1);
      expect(
        await page
          .locator('[role="status"][aria-live="polite"]')
          .filter({ has: celebration(page) })
          .count(),
      ).toBe(1);
      expect(await celebration(page).evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
      await page.getByText('Capítulos concluídos: 1 de 2').waitFor();
      await chapterOf(page, 'A água').getByText('Concluído').waitFor();
      expect(await stateOf(item(page, 'A água', 'Verdadeiro ou falso'))).toBe('vencido');
      // Its rating is offered under it, and only there.
      const offer = page
        .getByRole('group', { name: 'A água' })
        .getByRole('button', { name: 'Avaliar o capítulo' });
      await offer.waitFor();
      // Its pop and its stars run to their end before the contrast is checked.
      await celebration(page).evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'chapter-celebrated-desktop');

      // At the last content with the quiz of "O ar" left: what is left, and no end yet.
      await item(page, 'O ar', 'Quiz').click();
      await page.getByText('Falta 1 jogo').waitFor();
      expect(await page.getByText('Você chegou ao fim da trilha!').count()).toBe(0);
      expect(await page.getByRole('group', { name: 'A água' }).count()).toBe(0);
      await screenshot(page, 'trail-what-is-left-desktop');
      await frame(page).getByRole('button', { name: 'O vento' }).click();
      await result(page, 'Parabéns! Você acertou.');
      await celebration(page).getByText('Capítulo concluído: O ar!').waitFor();
      await celebration(page).getByText('1 de 1 jogos vencidos').waitFor();
      await page.getByText('Você chegou ao fim da trilha!').waitFor();
      await page.getByText('Capítulos concluídos: 2 de 2').waitFor();
      await page.getByText('100% visto').waitFor();

      // After a reload the states are the server's.
      await page.reload();
      await frame(page).getByText('O que move as folhas?').waitFor();
      expect(
        await map(page)
          .locator('[data-state]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
      ).toEqual(['visto', 'jogado', 'vencido', 'visto', 'vencido']);
      expect(await celebration(page).count()).toBe(0);
      await suite.close(page);
    },
    WALK_MS,
  );

  it(
    'at 390 px on a touch phone: the map in a drawer, a jump by a tap, a chapter celebrated without motion',
    async () => {
      // Diego Alves, of 6º ano A, opens the trail for the first time.
      const phone = await suite.signInAs('DMCE-0003', {
        viewport: PHONE_390,
        hasTouch: true,
        isMobile: true,
      });
      await phone.goto('/plataforma');
      await frame(phone).getByText('A chuva é a água que cai das nuvens.').waitFor();
      expect(await map(phone).count()).toBe(0);
      await phone.getByRole('button', { name: 'Mapa da trilha' }).tap();
      const drawer = phone.getByRole('dialog', { name: 'Mapa da trilha' });
      await drawer.waitFor();
      await expect.poll(() => item(phone, 'A água', 'A chuva').getAttribute('aria-current')).toBe('step');
      expect(await seriousViolations(phone)).toEqual([]);
      await screenshot(phone, 'trail-map-phone');

      await item(phone, 'O ar', 'O vento').tap();
      await drawer.waitFor({ state: 'detached' });
      await frame(phone).getByText('O vento é o ar em movimento.').waitFor();
      await phone.getByRole('button', { name: 'Próximo' }).tap();
      await frame(phone).getByRole('button', { name: 'O vento' }).tap();
      await result(phone, 'Parabéns! Você acertou.');
      await celebration(phone).getByText('Capítulo concluído: O ar!').waitFor();
      await celebration(phone).getByText('1 de 1 jogos vencidos').waitFor();
      // Reduced motion: no animation.
      expect(await celebration(phone).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      // The last content, with the first chapter's two games left (its text was seen on opening).
      await phone.getByText('Faltam 2 jogos').waitFor();
      await expect.poll(() => sidewaysScroll(phone)).toEqual([]);
      expect(await seriousViolations(phone)).toEqual([]);
      await screenshot(phone, 'chapter-celebrated-phone');
      await phone.getByRole('button', { name: 'Ir para o primeiro que falta' }).tap();
      await frame(phone).getByText('Como é a água no gelo?').waitFor();

      // The map says it: "O ar" completed, its quiz won, "A chuva" seen, the quiz only opened.
      await phone.getByRole('button', { name: 'Mapa da trilha' }).tap();
      await drawer.waitFor();
      await chapterOf(phone, 'O ar').getByText('Concluído').waitFor();
      expect(await stateOf(item(phone, 'O ar', 'Quiz'))).toBe('vencido');
      expect(await stateOf(item(phone, 'A água', 'A chuva'))).toBe('visto');
      expect(await item(phone, 'A água', 'Quiz').innerText()).toContain('Visto, não jogado · você está aqui');
      await screenshot(phone, 'trail-map-states-phone');
      await suite.close(phone);
    },
    WALK_MS,
  );
});
