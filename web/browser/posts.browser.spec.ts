import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  clickWhenUnlocked,
  fitsPhone,
  dismissNotices,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answerAbout, notice, openFromMenu } from './support/steps.js';

/**
 * News posts (issue 13, decision 0031) on the demo network: the Master (DMMT-0001) finds the demo
 * posts, is asked for every field, publishes a post with rich text, edits and deletes; the
 * Professor (DMMT-0005) reads it, with no way to write.
 */

const WALK_MS = 120_000;
const suite = browserSuite('web-posts', { demoNetwork: true });

describe('news posts', () => {
  it(
    'lets the Master publish, edit and delete a post, and the Professor read it',
    async () => {
      const page = await suite.signInAs('DMMT-0001');
      await openFromMenu(page, 'Aprendizado', '**/aprendizado/listar');
      const table = page.getByRole('table', { name: 'Aprendizado' });
      await table.getByRole('row', { name: /Reunião de pais e mestres/ }).waitFor();
      await page.getByRole('textbox', { name: /^Pesquisar/ }).fill('reuniao');
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await page.getByRole('textbox', { name: /^Pesquisar/ }).fill('');

      await page.getByRole('link', { name: 'Nova postagem' }).click();
      await page.waitForURL('**/aprendizado/novo');
      expect(await page.getByRole('textbox', { name: 'Código do criador' }).inputValue()).not.toBe('');
      await clickWhenUnlocked(page.getByRole('button', { name: 'Salvar' }));
      await page.getByRole('alert').filter({ hasText: 'Por favor, preencha todos os campos' }).waitFor();
      await page.getByRole('textbox', { name: /^Categoria/ }).fill('Eventos');
      await page.getByRole('textbox', { name: /^Título da notícia/ }).fill('Festa junina');
      await page.getByRole('textbox', { name: 'Texto da notícia' }).click();
      await page.keyboard.type('A festa será no ');
      await page.getByRole('button', { name: 'Negrito' }).click();
      await page.keyboard.type('sábado');
      await page.getByRole('button', { name: 'Negrito' }).click();
      await page.keyboard.type(', com quadrilha.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'post-form-desktop');
      await fitsPhone(page, { back: DESKTOP });
      await clickWhenUnlocked(page.getByRole('button', { name: 'Salvar' }));
      await answerAbout(page, 'Deseja realmente criar a atividade?');
      await notice(page, 'Cadastro realizado!').waitFor();
      await page.waitForURL('**/aprendizado/listar');
      const row = table.getByRole('row', { name: /Festa junina/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('Eventos');
      await dismissNotices(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'posts-desktop');
      await fitsPhone(page, { back: DESKTOP });

      await row.getByRole('link', { name: 'Editar Festa junina' }).click();
      await page.waitForURL('**/aprendizado/alterar/*');
      const title = page.getByRole('textbox', { name: /^Título da notícia/ });
      await expect.poll(() => title.inputValue()).toBe('Festa junina');
      await title.fill('Festa junina da escola');
      await clickWhenUnlocked(page.getByRole('button', { name: 'Salvar' }));
      await answerAbout(page, 'Deseja realmente alterar a atividade?');
      await notice(page, 'Cadastro realizado!').waitFor();
      await table.getByRole('row', { name: /Festa junina da escola/ }).waitFor();
      await dismissNotices(page);

      await table
        .getByRole('row', { name: /Dicas de leitura/ })
        .getByRole('button', { name: 'Apagar Dicas de leitura para as férias' })
        .click();
      await answerAbout(page, 'Deseja apagar esta postagem?');
      await notice(page, 'Postagem apagada.').waitFor();
      await table.getByRole('row', { name: /Dicas de leitura/ }).waitFor({ state: 'detached' });
      await suite.close(page);

      const teacher = await suite.signInAs('DMMT-0005');
      await teacher
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Aprendizado' })
        .click();
      const list = teacher.getByRole('table', { name: 'Aprendizado' });
      const mine = list.getByRole('row', { name: /Festa junina da escola/ });
      await mine.waitFor();
      expect(await teacher.getByRole('link', { name: 'Nova postagem' }).count()).toBe(0);
      expect(await mine.getByRole('link', { name: /^Editar/ }).count()).toBe(0);
      await fitsPhone(teacher, { back: DESKTOP });
      await mine.getByRole('link', { name: 'Visualizar Festa junina da escola' }).click();
      await teacher.waitForURL('**/aprendizado/visualizar/*');
      const article = teacher.getByRole('article', { name: 'Festa junina da escola' });
      await article.locator('strong', { hasText: 'sábado' }).waitFor();
      expect(await article.textContent()).toContain('A festa será no sábado, com quadrilha.');
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'post-view-desktop');
      await fitsPhone(teacher);
      await screenshot(teacher, 'post-view-phone');
      await teacher.getByRole('link', { name: 'Voltar' }).click();
      await teacher.waitForURL('**/aprendizado/listar');
      await teacher.goto('/aprendizado/novo');
      await teacher.waitForURL('**/aprendizado/listar');
      await suite.close(teacher);
    },
    WALK_MS,
  );
});
