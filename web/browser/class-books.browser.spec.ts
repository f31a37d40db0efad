import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, dismissNotices, fitsPhone, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, notice } from './support/steps.js';

/**
 * /aulas, a class's lessons (issue 11, decision 0028) on the demo network: the Professor
 * (DMMT-0005, current class 6º ano A) adds trails to its class, tries to activate one without
 * content, activates one, archives one and views a trail's chapters.
 */

const WALK_MS = 120_000;
const suite = browserSuite('web-class-books', { demoNetwork: true });

/** The Master's API calls that author two trails: one with a text content, one empty. */
async function authorTrails(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T>(path: string, data: object) =>
    (await (await page.request.post(`/api${path}`, { headers, data })).json()) as T;
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api${path}`, { headers })).json()) as T;
  for (const dscTitulo of ['Astronomia', 'Rascunho']) await post('/trl_livro', { dscTitulo });
  const trails = await get<{ codTrlLivro: number; dscTitulo: string }[]>('/trl_livro');
  const astronomy = trails.find((t) => t.dscTitulo === 'Astronomia')!.codTrlLivro;
  await post('/trl_capitulo', { dscTitulo: 'O Sistema Solar', codTrlLivro: astronomy });
  const [chapter] = await get<{ codTrlCapitulo: number }[]>(
    `/trl_capitulo/pegarCapitulosDoLivro/${astronomy}`,
  );
  const [subject] = await get<{ codTrlMateria: number }[]>('/trl_materia');
  const lesson = await post<{ codTrlAula: number }>('/trl_aula', {
    codTrlCapitulo: chapter!.codTrlCapitulo,
    codTrlMateria: subject!.codTrlMateria,
    dscTitulo: 'Os planetas',
  });
  await post('/trl_conteudo_texto', { codTrlAula: lesson.codTrlAula, dscTexto: 'O Sol tem oito planetas.' });
}

describe('class trails (/aulas)', () => {
  it(
    'lets the Professor add trails to its class, activate one with content, archive and view',
    async () => {
      const master = await suite.signInAs('DMMT-0001');
      await authorTrails(master);
      await suite.close(master);

      const page = await suite.signInAs('DMMT-0005');
      const menu = page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Trilhas da turma', exact: true });
      await menu.first().waitFor();
      expect(await menu.count()).toBe(1);
      await menu.click();
      await page.waitForURL('**/aulas/listar');
      const table = page.getByRole('table', { name: /^Trilhas da turma/ });
      await table.waitFor();

      for (const name of ['Astronomia', 'Rascunho']) {
        await page.getByRole('button', { name: 'Selecionar Trilha' }).click();
        const dialog = page.getByRole('dialog', { name: 'Selecionar Trilha' });
        await dialog.getByRole('button', { name: `Usar ${name}` }).waitFor();
        if (name === 'Astronomia')
          await fitsPhone(page, {
            scope: (p) => p.getByRole('dialog', { name: 'Selecionar Trilha' }),
            back: DESKTOP,
          });
        await dialog.getByRole('button', { name: `Usar ${name}` }).click();
        await notice(page, 'Aula adicionada à turma.').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await table.getByRole('row', { name: new RegExp(name) }).waitFor();
        await dismissNotices(page);
      }

      await page.getByRole('switch', { name: 'Ativar Rascunho' }).click({ force: true });
      await notice(page, 'Esta aula ainda não possui conteúdos.').waitFor();
      await dismissNotices(page);
      await page.getByRole('switch', { name: 'Ativar Astronomia' }).click({ force: true });
      // The question says which trail it replaces in which class (issue 35).
      const replaces = page.getByRole('dialog', { name: /Tem certeza que deseja ativar essa opção\?/ });
      await replaces
        .getByText(
          'Ciências da Natureza deixará de ser a trilha ativa da turma 6º ano A; Astronomia passará a ser.',
        )
        .waitFor();
      await screenshot(page, 'class-book-activation-desktop');
      await answer(page, 'Tem certeza que deseja ativar essa opção?');
      await notice(page, 'Você trocou a aula ativada com sucesso!').waitFor();
      await expect.poll(() => page.getByRole('switch', { name: 'Ativar Astronomia' }).isChecked()).toBe(true);
      await dismissNotices(page);
      await page.getByRole('switch', { name: 'Ativar Astronomia' }).click({ force: true });
      await notice(page, 'Você não pode alterar uma aula que já está ativa.').waitFor();
      await dismissNotices(page);

      await page.getByRole('button', { name: 'Arquivar Rascunho' }).click();
      await answer(page, 'Deseja arquivar essa aula?');
      await notice(page, 'Aula arquivada.').waitFor();
      await expect.poll(() => table.getByRole('row', { name: /Rascunho/ }).count()).toBe(0);
      await dismissNotices(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'class-books-desktop');
      await fitsPhone(page, { back: DESKTOP });

      // The class's progress in the active trail: a table per student and chapter, and a chart.
      await page.getByRole('link', { name: 'Progresso de Astronomia' }).click();
      await page.waitForURL('**/aulas/progresso/*');
      const progress = page.getByRole('table', { name: 'Progresso de cada aluno por capítulo' });
      await progress.getByRole('columnheader', { name: 'O Sistema Solar' }).waitFor();
      await progress.getByRole('row', { name: /Aluno Demonstração/ }).waitFor();
      for (const name of ['Jogos jogados', 'Jogos vencidos', 'Melhor pontuação'])
        await progress.getByRole('columnheader', { name }).waitFor();
      await page.getByText('Média da turma por capítulo').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'class-progress-desktop');
      await fitsPhone(page, { back: DESKTOP });
      await page.goBack();
      await page.getByRole('link', { name: 'Visualizar Astronomia' }).click();
      await page.waitForURL('**/livros/capitulos/doLivro/*');
      await page.getByText('O Sistema Solar').first().waitFor();
      await fitsPhone(page, { back: DESKTOP });
      await page.goBack();
      await table.waitFor();
      await fitsPhone(page);
      await screenshot(page, 'class-books-phone');
      await suite.close(page);
    },
    WALK_MS,
  );

  it('sends other profiles from /aulas to /home', async () => {
    const page = await suite.signInAs('DMMT-0006');
    await page.goto('/aulas/listar');
    await page.waitForURL('**/home');
    await suite.close(page);
  });
});
