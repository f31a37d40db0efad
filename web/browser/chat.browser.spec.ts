import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, dismissNotices, fitsPhone, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answerAbout, openFromMenu } from './support/steps.js';

/**
 * The live chat (issue 13, decision 0031) on the demo network, two users side by side: the
 * Professor (DMMT-0005) and a student of 6º ano A (DMMT-0006) share the class's room; messages go
 * both ways live, the room list previews the last one (cut) and counts the unread; the student
 * deletes its own message and is refused ("Sem permissão.") for the teacher's.
 */

const WALK_MS = 150_000;
const suite = browserSuite('web-chat', { demoNetwork: true });

const openChat = async (page: Page) => {
  await openFromMenu(page, 'Chat', '**/chat');
  await page.getByRole('status').filter({ hasText: 'Conectado' }).waitFor();
};
const room = (page: Page, name: RegExp) =>
  page.getByRole('region', { name: 'Salas' }).getByRole('button', { name });
const log = (page: Page, name: string) => page.getByRole('log', { name: `Mensagens de ${name}` });
const say = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: /^Mensagem/ }).fill(text);
  await page.getByRole('textbox', { name: /^Mensagem/ }).press('Enter');
};

describe('chat', () => {
  it(
    'carries messages live between a teacher and a student, with previews, unread counts and deletes',
    async () => {
      const teacher = await suite.signInAs('DMMT-0005');
      const student = await suite.signInAs('DMMT-0006');
      await openChat(teacher);
      await openChat(student);

      // The teacher opens its unit's staff room; the student writes in the class room.
      await room(teacher, /^Equipe/).click();
      await room(student, /^6º ano A/).click();
      await log(student, '6º ano A').getByText('Bem vindo ao chat!').waitFor();
      await say(student, 'Professor, a prova é amanhã? :)');
      await log(student, '6º ano A').getByText('Professor, a prova é amanhã? 🙂').waitFor();

      // Not open on the teacher's side: counted, and previewed cut at 13 characters.
      const classRoom = room(teacher, /^6º ano A/);
      await classRoom.getByText('1 mensagem não lida').waitFor();
      await classRoom.getByText('Professor, a ...').waitFor();
      await classRoom.click();
      await log(teacher, '6º ano A').getByText('Professor, a prova é amanhã? 🙂').waitFor();
      expect(await classRoom.getByText('1 mensagem não lida').count()).toBe(0);
      await say(teacher, 'Sim, às 8h.');
      await log(student, '6º ano A').getByText('Sim, às 8h.').waitFor();
      // Markup is text: shown as typed, never run.
      await say(teacher, '<img src=x onerror=alert(1)>');
      await log(student, '6º ano A').getByText('<img src=x onerror=alert(1)>').waitFor();
      expect(await log(student, '6º ano A').locator('img').count()).toBe(0);
      // A blank message is never sent.
      await student.getByRole('textbox', { name: /^Mensagem/ }).fill('   ');
      await student.getByRole('textbox', { name: /^Mensagem/ }).press('Enter');
      await student.getByText('Escreva uma mensagem.').waitFor();

      await teacher.getByRole('button', { name: 'Participantes' }).click();
      const people = teacher.getByRole('dialog', { name: /^Participantes/ });
      await people.getByText(/Aluno Demonstração/).waitFor();
      expect(await people.textContent()).toMatch(/Aluno Demonstração.*online/);
      await fitsPhone(teacher, {
        scope: (p) => p.getByRole('dialog', { name: /^Participantes/ }),
        back: DESKTOP,
      });
      await teacher.keyboard.press('Escape');
      await dismissNotices(teacher);
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'chat-desktop');
      await fitsPhone(teacher, { back: DESKTOP });

      // The student may delete its own message, not the teacher's.
      await log(student, '6º ano A')
        .getByRole('button', { name: /Sim, às 8h\./ })
        .click();
      let dialog = student.getByRole('dialog', { name: 'Mensagem' });
      await dialog.getByText('DMMT-0005').waitFor();
      await fitsPhone(student, { scope: (p) => p.getByRole('dialog', { name: 'Mensagem' }), back: DESKTOP });
      await dialog.getByRole('button', { name: 'Apagar' }).click();
      await answerAbout(student, 'Deseja apagar esta mensagem?');
      await student.getByRole('alert').filter({ hasText: 'Sem permissão.' }).waitFor();
      await student.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await dismissNotices(student);
      await log(student, '6º ano A')
        .getByRole('button', { name: /prova é amanhã/ })
        .click();
      dialog = student.getByRole('dialog', { name: 'Mensagem' });
      await dialog.getByRole('button', { name: 'Apagar' }).click();
      await answerAbout(student, 'Deseja apagar esta mensagem?');
      await log(student, '6º ano A')
        .getByText(/prova é amanhã/)
        .waitFor({ state: 'detached' });
      expect(await seriousViolations(student)).toEqual([]);
      await fitsPhone(student);
      await screenshot(student, 'chat-phone');
      await suite.close(student);
      await suite.close(teacher);
    },
    WALK_MS,
  );
});
