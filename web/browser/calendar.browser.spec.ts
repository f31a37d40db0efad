import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  fitsPhone,
  clickWhenUnlocked,
  dismissNotices,
  pickOption,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { answerAbout, notice, openFromMenu } from './support/steps.js';

/**
 * The calendar (issue 13, decision 0031) on the demo network: the Professor (DMMT-0005) creates a
 * public event for its class's students and a private one; the student (DMMT-0006), side by side,
 * sees the public one only and cannot change it; filters narrow by creator; the Professor edits
 * and deletes its own; the personal iCalendar address serves the events and is revoked.
 */

const WALK_MS = 150_000;
/** Feed addresses come from the configured public address, never from the page's host. */
const PUBLIC_URL = 'https://agenda.escola.example';
const suite = browserSuite('web-calendar', { demoNetwork: true, env: { PUBLIC_URL } });

const openCalendar = async (page: Page) => {
  await openFromMenu(page, 'Calendário', '**/calendario/listar');
  return page.getByRole('table', { name: 'Eventos' });
};
const pad = (n: number) => String(n).padStart(2, '0');
/** Today at `time`, typed as the date field takes it in pt (dd/mm/aaaa hh:mm; the month shown first is this one). */
const today = (time = '18:00') => {
  const d = new Date();
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${time}`;
};
/** Types a date and time in the field labelled `label`, and leaves it (its calendar closes). */
const typeDate = async (scope: Locator, label: RegExp, value: string) => {
  const field = scope.getByLabel(label);
  await field.fill(value);
  await field.press('Tab');
};

describe('calendar', () => {
  it(
    'lets the Professor create public and private events, the student see only what is addressed to it, and the feed follow',
    async () => {
      const teacher = await suite.signInAs('DMMT-0005');
      const table = await openCalendar(teacher);
      await table.waitFor();
      expect(
        await teacher
          .getByLabel(/^Filtro/)
          .first()
          .inputValue(),
      ).toBe('Todos os eventos');

      await teacher.getByRole('button', { name: 'Novo evento' }).click();
      const dialog = teacher.getByRole('dialog', { name: 'Novo evento' });
      await dialog.getByRole('textbox', { name: /^Título/ }).fill('Reunião com os pais');
      await clickWhenUnlocked(dialog.getByRole('button', { name: 'Salvar' }));
      await dialog.getByRole('alert').filter({ hasText: 'Favor preencher todos os campos.' }).waitFor();
      await dialog.getByRole('radio', { name: 'Laranja' }).check();
      await typeDate(dialog, /^Data e hora/, today());
      await dialog.getByRole('checkbox', { name: 'Aluno' }).check();
      await dialog.getByRole('checkbox', { name: 'Professor' }).check();
      await pickOption(dialog, /^Turma/, '6º ano A');
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'calendar-event-desktop');
      await fitsPhone(teacher, {
        scope: (p) => p.getByRole('dialog', { name: 'Novo evento' }),
        back: DESKTOP,
      });
      await clickWhenUnlocked(dialog.getByRole('button', { name: 'Salvar' }));
      await notice(teacher, 'Evento salvo.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const meeting = table.getByRole('row', { name: /Reunião com os pais/ });
      await meeting.waitFor();
      await dismissNotices(teacher);

      await teacher.getByRole('button', { name: 'Novo evento' }).click();
      await dialog.getByRole('textbox', { name: /^Título/ }).fill('Planejar a aula');
      await dialog.getByRole('radio', { name: 'Roxo' }).check();
      await typeDate(dialog, /^Data e hora/, today());
      await dialog.getByRole('radio', { name: 'Privado' }).check();
      await pickOption(dialog, /^Turma/, '6º ano A');
      await clickWhenUnlocked(dialog.getByRole('button', { name: 'Salvar' }));
      await notice(teacher, 'Evento salvo.').waitFor();
      const plan = table.getByRole('row', { name: /Planejar a aula/ });
      await plan.waitFor();
      expect(await plan.textContent()).toContain('Privado');
      await dismissNotices(teacher);
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'calendar-desktop');
      await fitsPhone(teacher, { back: DESKTOP });

      // The student sees the public event of its class, not the private one, and cannot change it.
      const student = await suite.signInAs('DMMT-0006');
      const seen = await openCalendar(student);
      const theirs = seen.getByRole('row', { name: /Reunião com os pais/ });
      await theirs.waitFor();
      expect(await seen.getByRole('row', { name: /Planejar a aula/ }).count()).toBe(0);
      expect(await theirs.getByRole('button', { name: /^Editar/ }).count()).toBe(0);
      await theirs.getByRole('button', { name: 'Visualizar Reunião com os pais' }).click();
      const view = student.getByRole('dialog', { name: 'Evento' });
      await view.getByText('Não é possível alterar.').waitFor();
      await view.getByText('Não foi você que criou.').waitFor();
      await fitsPhone(student, { scope: (p) => p.getByRole('dialog', { name: 'Evento' }), back: DESKTOP });
      await student.keyboard.press('Escape');
      await view.waitFor({ state: 'hidden' });
      await pickOption(student, /^Filtro/, 'Criados pelo Master');
      await expect.poll(() => seen.getByRole('row', { name: /Reunião com os pais/ }).count()).toBe(0);
      await pickOption(student, /^Filtro/, 'Criados pelo professor');
      await seen.getByRole('row', { name: /Reunião com os pais/ }).waitFor();
      await fitsPhone(student);
      await screenshot(student, 'calendar-phone');
      await suite.close(student);

      // The Professor changes its event (after the spec's question) and deletes the private one.
      await meeting.getByRole('button', { name: 'Editar Reunião com os pais' }).click();
      const edit = teacher.getByRole('dialog', { name: 'Editar evento' });
      await edit.getByRole('textbox', { name: /^Título/ }).fill('Reunião com os pais e mestres');
      await fitsPhone(teacher, {
        scope: (p) => p.getByRole('dialog', { name: 'Editar evento' }),
        back: DESKTOP,
      });
      await clickWhenUnlocked(edit.getByRole('button', { name: 'Salvar' }));
      await answerAbout(teacher, 'Deseja realmente salvar as alterações do evento?');
      await notice(teacher, 'Evento salvo.').waitFor();
      await table.getByRole('row', { name: /Reunião com os pais e mestres/ }).waitFor();
      await plan.getByRole('button', { name: 'Apagar Planejar a aula' }).click();
      await answerAbout(teacher, 'Deseja apagar este evento?');
      await notice(teacher, 'Evento apagado.').waitFor();
      await plan.waitFor({ state: 'detached' });

      // The iCalendar address answers the Professor's events; revoked, it stops.
      const address = teacher.getByRole('textbox', { name: 'Endereço do meu calendário' });
      await expect.poll(() => address.inputValue()).toMatch(/\.ics$/);
      const first = await address.inputValue();
      expect(first.startsWith(`${PUBLIC_URL}/api/cld_calendario/ical/`)).toBe(true);
      // The public address is the app's: its path, asked of the app the page came from.
      const feed = (url: string) =>
        teacher.evaluate(async (path) => {
          const response = await fetch(path);
          return { status: response.status, text: await response.text() };
        }, new URL(url).pathname);
      const served = await feed(first);
      expect(served.status).toBe(200);
      expect(served.text).toContain('BEGIN:VCALENDAR');
      expect(served.text).toContain('SUMMARY:Reunião com os pais e mestres');
      expect(served.text).not.toContain('Planejar a aula');
      await teacher.getByRole('button', { name: 'Revogar endereço' }).click();
      await answerAbout(teacher, 'Deseja revogar o endereço do seu calendário?');
      await expect.poll(() => address.inputValue()).not.toBe(first);
      expect((await feed(first)).status).toBe(404);
      expect((await feed(await address.inputValue())).status).toBe(200);
      await suite.close(teacher);
    },
    WALK_MS,
  );

  it(
    'offers only the dates a contract takes, and shows the date’s message for one the server refuses',
    async () => {
      const student = await suite.signInAs('DMMT-0006');
      await (await openCalendar(student)).waitFor();
      await student.getByRole('button', { name: 'Novo evento' }).click();
      const dialog = student.getByRole('dialog', { name: 'Novo evento' });
      const date = dialog.getByLabel(/^Data e hora/);
      expect(await date.getAttribute('placeholder')).toBe('dd/mm/aaaa hh:mm');
      await dialog.getByRole('textbox', { name: /^Título/ }).fill('Prova de recuperação');
      await dialog.getByRole('radio', { name: 'Privado' }).check();
      // Past the calendar's last day by the keyboard: the field does not take it.
      await typeDate(dialog, /^Data e hora/, '10/03/2101 10:00');
      expect(await date.inputValue()).not.toContain('2101');
      // A client whose schema let year 0 through (the request): the real server answers
      // 400 with the field's message, and the dialog shows it beside the fields, still open.
      await student.route('**/api/cld_calendario', (route) =>
        route.continue({
          postData: JSON.stringify({
            ...route.request().postDataJSON(),
            datEvento: '0000-01-01T00:00:00.000Z',
          }),
        }),
      );
      await typeDate(dialog, /^Data e hora/, today());
      const answer = student.waitForResponse((r) => r.url().endsWith('/api/cld_calendario'));
      await clickWhenUnlocked(dialog.getByRole('button', { name: 'Salvar' }));
      expect((await answer).status()).toBe(400);
      await dialog.getByRole('alert').filter({ hasText: 'Informe a data e a hora do evento.' }).waitFor();
      await dismissNotices(student);
      expect(await dialog.getByRole('textbox', { name: /^Título/ }).inputValue()).toBe(
        'Prova de recuperação',
      );
      await student.unroute('**/api/cld_calendario');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      const table = await openCalendar(student);
      await table.waitFor();
      expect(await table.getByText('Prova de recuperação').count()).toBe(0);
      await suite.close(student);
    },
    WALK_MS,
  );

  it(
    'lets the Professor make an event for its class with a typed start and end, a place and a description, which its student sees (decision 0075)',
    async () => {
      const teacher = await suite.signInAs('DMMT-0005');
      const table = await openCalendar(teacher);
      await table.waitFor();
      await teacher.getByRole('button', { name: 'Novo evento' }).click();
      const dialog = teacher.getByRole('dialog', { name: 'Novo evento' });
      await dialog.getByRole('textbox', { name: /^Título/ }).fill('Prova de frações');
      await typeDate(dialog, /^Data e hora/, today('10:00'));
      await typeDate(dialog, /^Término/, today('09:00'));
      await dialog.getByRole('textbox', { name: /^Local/ }).fill('Sala 12');
      await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('Capítulos 3 e 4. Tragam régua.');
      await dialog.getByRole('radio', { name: 'Uma turma (alunos e professores)' }).check();
      await pickOption(dialog, /^Turma/, '6º ano A');
      await clickWhenUnlocked(dialog.getByRole('button', { name: 'Salvar' }));
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'O fim do evento deve ser depois do início.' })
        .waitFor();
      await typeDate(dialog, /^Término/, today('11:30'));
      expect(await seriousViolations(teacher)).toEqual([]);
      await screenshot(teacher, 'calendar-class-event-desktop');
      await fitsPhone(teacher, { scope: (p) => p.getByRole('dialog', { name: 'Novo evento' }) });
      await screenshot(teacher, 'calendar-class-event-phone');
      await clickWhenUnlocked(dialog.getByRole('button', { name: 'Salvar' }));
      await notice(teacher, 'Evento salvo.').waitFor();
      await table.getByRole('row', { name: /Prova de frações/ }).waitFor();
      await suite.close(teacher);

      const student = await suite.signInAs('DMMT-0006');
      const seen = await openCalendar(student);
      const row = seen.getByRole('row', { name: /Prova de frações/ });
      await row.waitFor();
      expect(await row.textContent()).toContain(`${today('10:00')} – ${today('11:30')}`);
      await row.getByRole('button', { name: 'Visualizar Prova de frações' }).click();
      const view = student.getByRole('dialog', { name: 'Evento' });
      expect(await view.getByRole('textbox', { name: 'Local' }).inputValue()).toBe('Sala 12');
      expect(await view.getByRole('textbox', { name: 'Descrição' }).inputValue()).toBe(
        'Capítulos 3 e 4. Tragam régua.',
      );
      await view.getByText('Para a turma').waitFor();
      await fitsPhone(student, { scope: (p) => p.getByRole('dialog', { name: 'Evento' }) });
      await screenshot(student, 'calendar-class-event-view-phone');
      await suite.close(student);
    },
    WALK_MS,
  );
});
