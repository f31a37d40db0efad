import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE_390,
  dismissNotices,
  fitsPhone,
  resize,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answer, notice, openFromMenu } from './support/steps.js';

/**
 * The header's bell (issue 34, decision 0065) on the demo network: the student DMMT-0006 has the
 * page open while its Professor (DMMT-0005) grades its answer to "Avaliação: leitura", and the
 * bell's count rises without a reload, its newest item linking to the graded activity; the
 * Professor is told of a student's reply in a forum topic it answered.
 */

const WALK_MS = 180_000;
const suite = browserSuite('web-notifications', { demoNetwork: true });

const bell = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** The unread count the bell's name says (0 when it says none). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) não lida/.exec(name)?.[1] ?? 0);
}

/** A mark on the page's window: a reload would drop it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { bellMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'bellMark' in window);

describe('notifications', () => {
  it(
    'raises a student’s bell live when its answer is graded, and links it to the grade',
    async () => {
      const student = await suite.signInAs('DMMT-0006');
      await bell(student).waitFor();
      // Its count is read once the bell has its list (busy until then, and named as if none).
      await expect.poll(() => bell(student).getAttribute('aria-busy')).toBe('false');
      const before = await unread(student);
      await markWindow(student);

      // The Professor grades the student's answer on its own page.
      const teacher = await suite.signInAs('DMMT-0005');
      await openFromMenu(teacher, 'Avaliações', '**/atividade/ListaProfessor');
      await teacher.getByRole('link', { name: 'Ver respostas de Avaliação: leitura' }).click();
      await teacher.waitForURL('**/atividade/respostas/*');
      const row = teacher
        .getByRole('table', { name: /^Respostas de/ })
        .getByRole('row', { name: /Aluno Demonstração/ });
      await row.getByRole('link', { name: 'Abrir resposta de Aluno Demonstração' }).click();
      await teacher.waitForURL('**/respostasAluno/**');
      await teacher.getByRole('textbox', { name: 'Nota da questão 1' }).fill('10');
      await teacher.getByRole('textbox', { name: 'Nota da questão 2' }).fill('8');
      await teacher.getByRole('button', { name: 'Salvar notas' }).click();
      await answer(teacher, 'Tem certeza?');
      await notice(teacher, 'Notas criadas com sucesso').waitFor();
      await suite.close(teacher);

      // The student's bell counts it without a reload.
      await expect.poll(() => unread(student), { timeout: 15_000 }).toBe(before + 1);
      expect(await sameDocument(student)).toBe(true);
      await student
        .getByRole('status')
        .filter({ hasText: `Notificações, ${before + 1} não lidas` })
        .waitFor({ state: 'attached' });

      // By keyboard: the bell opens its panel, Escape closes it and gives the focus back.
      await bell(student).focus();
      await student.keyboard.press('Enter');
      const menu = student.getByRole('region', { name: 'Notificações' });
      await menu.waitFor();
      await student.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => bell(student).evaluate((b) => b === document.activeElement)).toBe(true);

      await bell(student).click();
      const newest = menu.getByRole('link').first();
      await expect.poll(() => newest.textContent()).toContain('Sua resposta foi corrigida (não lida)');
      const href = await newest.getAttribute('href');
      expect(href).toMatch(/^\/atividade\/visualizar\/\d+$/);
      expect(await seriousViolations(student)).toEqual([]);
      await screenshot(student, 'notifications-bell-desktop');
      await resize(student, PHONE_390);
      await menu.waitFor();
      expect(await menu.evaluate((m) => m.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
      await screenshot(student, 'notifications-bell-phone');
      await resize(student, DESKTOP);

      // Followed, it is read and the activity shows the grade.
      await newest.click();
      await student.waitForURL(`**${href}`);
      await student
        .getByText(/Nota: 10/)
        .first()
        .waitFor();
      await expect.poll(() => unread(student)).toBe(before);
      await fitsPhone(student, { back: DESKTOP });
    },
    WALK_MS,
  );

  it(
    'tells the Professor of a student’s reply in a topic it answered, and marks all read',
    async () => {
      const teacher = await suite.signInAs('DMMT-0005');
      await openFromMenu(teacher, 'Fórum', '**/forum/salas');
      await teacher.getByRole('link', { name: 'Geral' }).click();
      await teacher.waitForURL('**/forum/topicos/*');
      await teacher.getByRole('link', { name: 'Horário do recreio' }).click();
      await teacher.waitForURL('**/forum/publicar/*');
      const topicUrl = new URL(teacher.url()).pathname;
      await teacher.getByRole('textbox', { name: /^Sua resposta/ }).fill('Às 10h, no pátio.');
      await teacher.getByRole('button', { name: 'Publicar' }).click();
      await teacher.getByText('Às 10h, no pátio.').waitFor();
      await dismissNotices(teacher);
      // What the demo left unread (a reply in this topic is one notification until read) is read first.
      const menu = teacher.getByRole('region', { name: 'Notificações' });
      await expect.poll(() => bell(teacher).getAttribute('aria-busy')).toBe('false');
      if ((await unread(teacher)) > 0) {
        await bell(teacher).click();
        await menu.getByRole('button', { name: 'Marcar todas como lidas' }).click();
        await expect.poll(() => unread(teacher)).toBe(0);
        await teacher.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      }

      const student = await suite.signInAs('DMMT-0006');
      await student.goto(topicUrl);
      await student.getByText('Às 10h, no pátio.').waitFor();
      await student.getByRole('textbox', { name: /^Sua resposta/ }).fill('Obrigado, professor!');
      await student.getByRole('button', { name: 'Publicar' }).click();
      await student.getByText('Obrigado, professor!').waitFor();
      await suite.close(student);

      await expect.poll(() => unread(teacher), { timeout: 15_000 }).toBe(1);
      await bell(teacher).click();
      const reply = menu
        .getByRole('link', { name: /Nova resposta em um tópico do fórum que você acompanha/ })
        .first();
      expect(await reply.getAttribute('href')).toBe(topicUrl);
      await screenshot(teacher, 'notifications-forum-desktop');
      await menu.getByRole('button', { name: 'Marcar todas como lidas' }).click();
      await expect.poll(() => unread(teacher)).toBe(0);
      await expect.poll(() => bell(teacher).getAttribute('aria-label')).toBe('Notificações');
    },
    WALK_MS,
  );
});
