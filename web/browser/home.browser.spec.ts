import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fitsPhone, resize, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';

/**
 * /home, "Início" (issue 34, decision 0066) on the demo network: the student DMMT-0006 (6º ano A,
 * three contents of its science trail seen, both activities answered, one graded), a classmate who
 * did nothing yet (DMCE-0003), the Professor DMMT-0005 (6º ano A and 7º ano A, one answer to
 * grade) and the Gestor DMMT-0002 (the demo school) each see their blocks, at 1280 and 390 px,
 * and each link leads to its screen.
 */

const WALK_MS = 120_000;
const suite = browserSuite('web-home', { demoNetwork: true });

const block = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** The page at both widths: no serious accessibility violation, nothing off a phone's screen; screenshots. */
async function checkWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `home-${name}-1280`);
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);
  await screenshot(page, `home-${name}-390`);
  expect(await seriousViolations(page)).toEqual([]);
  await resize(page, DESKTOP);
}

/** Follows a link of the home page to `url`, then comes back to the home page. */
async function follow(page: Page, link: ReturnType<Page['getByRole']>, url: string): Promise<void> {
  await link.click();
  await page.waitForURL(url);
  await page.goBack();
  await page.waitForURL('**/home');
}

describe('the home page per profile', () => {
  it(
    'continues the student in the player where it stopped, with its progress, grades and events',
    async () => {
      const page = await suite.signInAs(6);
      await page.getByRole('heading', { level: 2, name: 'Início' }).waitFor();
      const trail = block(page, 'Minha trilha');
      await trail.getByText(/^3 de \d+ conteúdos · \d+%$/).waitFor();
      expect(await trail.getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d+$/);
      // Both activities answered: nothing open; the graded one is new (it never opened its activities).
      await block(page, 'Atividades abertas').getByText('Nenhuma atividade aberta para responder.').waitFor();
      const grade = block(page, 'Notas novas').getByRole('link', {
        name: /^Avaliação: o corpo humano: nota/,
      });
      await grade.waitFor();
      expect(await block(page, 'Próximos eventos').getByRole('listitem').count()).toBeGreaterThan(0);
      await checkWidths(page, 'student');

      await follow(page, grade, '**/atividade/visualizar/*');
      // Its activities opened: the grades it has seen there are no longer new.
      await block(page, 'Notas novas').getByRole('link', { name: 'Ver minhas atividades' }).click();
      await page.waitForURL('**/atividade/visualizarQuestoes');
      await page.getByRole('article', { name: 'Avaliação: leitura' }).waitFor();
      await page.goBack();
      await page.waitForURL('**/home');
      await block(page, 'Notas novas').getByText('Nenhuma nota nova.').waitFor();
      await block(page, 'Notas novas')
        .getByText(/^Desde que você viu suas atividades em /)
        .waitFor();
      await follow(
        page,
        block(page, 'Próximos eventos').getByRole('link', { name: 'Ver o calendário' }),
        '**/calendario/listar',
      );
      // "Continuar" opens the player at the third content, the last one it saw.
      await trail.getByRole('link', { name: /^Continuar em / }).click();
      await page.waitForURL('**/plataforma');
      await page.getByText(/^Conteúdo 3 de \d+$/).waitFor();
      await suite.close(page);

      // A classmate who did nothing yet: both activities to answer, each a link to it.
      const classmate = await suite.signInAs('DMCE-0003');
      const open = block(classmate, 'Atividades abertas').getByRole('link');
      await open.first().waitFor();
      expect(await open.allTextContents()).toEqual([
        'Responder Avaliação: leitura',
        'Responder Avaliação: o corpo humano',
      ]);
      await open.first().click();
      await classmate.waitForURL('**/atividade/visualizar/*');
      await classmate.getByText('Avaliação: leitura').first().waitFor();
      await classmate.goBack();
      await block(classmate, 'Minha trilha')
        .getByText(/^0 de \d+ conteúdos · 0%$/)
        .waitFor();
      await suite.close(classmate);
    },
    WALK_MS,
  );

  it(
    'shows the Professor each class with its progress and opens the grade sheet of the answers to grade',
    async () => {
      const page = await suite.signInAs(5);
      const sixth = block(page, '6º ano A');
      await sixth.getByText(/^Média da turma na trilha Ciências da Natureza: \d+%$/).waitFor();
      await sixth.getByText('Turma atual').waitFor();
      await block(page, '7º ano A').getByText('Nenhuma trilha ativa nesta turma.').waitFor();
      const waiting = sixth.getByRole('link', { name: 'Avaliação: leitura: 1 aguardando nota' });
      await waiting.waitFor();
      await checkWidths(page, 'professor');

      await follow(
        page,
        sixth.getByRole('link', { name: 'Ver o progresso da turma 6º ano A' }),
        '**/aulas/progresso/*',
      );
      await waiting.click();
      await page.waitForURL('**/atividade/respostas/*');
      await page.getByRole('cell', { name: 'Aluno Demonstração' }).first().waitFor();
      await suite.close(page);
    },
    WALK_MS,
  );

  it(
    'gives the Gestor its school at a glance, each figure to the report behind it',
    async () => {
      const page = await suite.signInAs(2);
      const scope = block(page, 'Visão geral');
      const today = scope.getByRole('link', { name: /^\d+ Acessos hoje$/ });
      await today.waitFor();
      // Its own sign-in at least; the demo's students never signed in but those of the walk.
      expect(Number((await today.textContent())!.match(/^\d+/)![0])).toBeGreaterThan(0);
      await scope.getByText(/^\d+Solicitações de suporte abertas/).waitFor();
      const grades = block(page, 'Últimas notas lançadas');
      await grades
        .getByText(/· 6º ano A · Avaliação: o corpo humano:/)
        .first()
        .waitFor();
      await checkWidths(page, 'gestor');

      await follow(page, today, '**/relatorio/acesso');
      await follow(
        page,
        scope.getByRole('link', { name: /^\d+ Acessos nesta semana$/ }),
        '**/relatorio/acesso',
      );
      await follow(
        page,
        scope.getByRole('link', { name: /^\d+ Alunos que nunca acessaram$/ }),
        '**/relatorio/acesso',
      );
      await grades.getByRole('link', { name: 'Ver o relatório de notas' }).click();
      await page.waitForURL('**/relatorio/notas');
      await suite.close(page);
    },
    WALK_MS,
  );
});
