import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_390, fitsPhone, resize, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { openFromMenu, settle } from './support/steps.js';

/**
 * Issue 34 (decision 0069) on the demo network: the sign-in page's "Esqueci minha senha" sends a
 * student's access code to the school's desk, where the Assistente (DMMT-0007) sees it; the menu
 * says Início, Fórum, Trilhas da turma; a student who has answered nothing (DMCE-0003) sees the
 * activity's name and a mark on each question without an answer.
 */

const WALK_MS = 150_000;
const suite = browserSuite('web-words', { demoNetwork: true });

describe('words a school uses (issue 34)', () => {
  it(
    'leads from the sign-in page to "Esqueci minha senha", which tells the school, at 1280 and 390 px',
    async () => {
      const page = await suite.open('/login');
      const link = page.getByRole('link', { name: 'Esqueci minha senha' });
      await link.waitFor();
      await page.getByText('Plataforma Escolar').waitFor();
      await settle(page);
      await screenshot(page, 'signin-forgot-link-desktop');
      await link.click();
      await page.waitForURL('**/esqueci-senha');
      await expect.poll(() => page.title()).toBe('Esqueci minha senha · Plataforma Escolar');
      await page
        .getByText('Não tem problema! Quem troca a senha é a sua escola.', { exact: false })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Avisar a escola' }).click();
      await page.getByText('Informe a matrícula.').waitFor();
      await page.getByLabel('Matrícula').fill('dmce0003');
      expect(await page.getByLabel('Matrícula').inputValue()).toBe('DMCE-0003');
      await page.getByRole('button', { name: 'Avisar a escola' }).click();
      const status = page.getByRole('status');
      await expect
        .poll(() => status.textContent())
        .toContain('Pronto! Se essa matrícula for da sua escola, a secretaria vai receber o seu pedido.');
      await settle(page);
      await screenshot(page, 'forgot-password-sent-desktop');
      await fitsPhone(page);
      await screenshot(page, 'forgot-password-sent-phone');
      await resize(page, DESKTOP);
      // An unknown code gets the very same answer.
      await page.getByLabel('Matrícula').fill('DMZZ-9999');
      await expect.poll(() => status.textContent()).toBe('');
      await page.getByRole('button', { name: 'Avisar a escola' }).click();
      await expect.poll(() => status.textContent()).toContain('Pronto! Se essa matrícula for da sua escola');
      await page.getByRole('link', { name: 'Voltar para o acesso' }).click();
      await page.waitForURL('**/login');
      await suite.close(page);

      // The desk shows the known code's request, and only that one.
      const desk = await suite.signInAs('DMMT-0007');
      await openFromMenu(desk, 'Assistencia', '**/assistencia/listar');
      await desk.getByText(/Esqueci minha senha: a matrícula DMCE-0003/).waitFor();
      expect(await desk.getByText(/DMZZ-9999/).count()).toBe(0);
      await suite.close(desk);

      // At 390 px the page fits with no sideways scroll, its actions reachable.
      const phone = await suite.open('/esqueci-senha', PHONE_390);
      await phone.getByRole('button', { name: 'Avisar a escola' }).waitFor();
      await fitsPhone(phone, { back: PHONE_390 });
      await screenshot(phone, 'forgot-password-phone');
      expect(await seriousViolations(phone)).toEqual([]);
      await suite.close(phone);
    },
    WALK_MS,
  );

  it('shows the Professor’s menu in the school’s words', async () => {
    const page = await suite.signInAs('DMMT-0005');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const name of ['Fórum', 'Trilhas da turma', 'Trilha'])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Início' }).count()).toBe(1);
    await openFromMenu(page, 'Trilhas da turma', '**/aulas/listar');
    await page.getByRole('table', { name: /^Trilhas da turma/ }).waitFor();
    await page.getByRole('button', { name: 'Selecionar Trilha' }).waitFor();
    await settle(page);
    await screenshot(page, 'menu-words-professor-desktop');
    await suite.close(page);
  });

  it(
    'names the activity and marks each question without an answer, with a count, at 1280 and 390 px',
    async () => {
      const page = await suite.signInAs('DMCE-0003');
      await openFromMenu(page, 'Avaliações', '**/atividade/visualizarQuestoes');
      await page.getByRole('link', { name: 'Responder Avaliação: leitura' }).click();
      await page.waitForURL('**/atividade/visualizar/*');
      await page.getByRole('heading', { level: 2, name: 'Avaliação: leitura' }).waitFor();
      await page.getByRole('region', { name: 'Questão 1, sem resposta' }).waitFor();
      await page.getByRole('region', { name: 'Questão 2, sem resposta' }).waitFor();
      await expect
        .poll(() =>
          page.getByRole('main').getByRole('status').filter({ hasText: 'sem resposta' }).textContent(),
        )
        .toBe('2 questões sem resposta');
      await page.getByRole('radio', { name: 'À noite' }).check();
      await page.getByRole('region', { name: 'Questão 1', exact: true }).waitFor();
      await expect
        .poll(() =>
          page.getByRole('main').getByRole('status').filter({ hasText: 'sem resposta' }).textContent(),
        )
        .toBe('1 questão sem resposta');
      expect(await page.getByText('Sem resposta', { exact: true }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await settle(page);
      await screenshot(page, 'answer-form-unanswered-desktop');
      await fitsPhone(page);
      await screenshot(page, 'answer-form-unanswered-phone');
      await suite.close(page);
    },
    WALK_MS,
  );
});
