import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE_390,
  fitsPhone,
  pickOption,
  screenshot,
  seriousViolations,
} from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { openFromMenu } from './support/steps.js';

/**
 * The audit console (issue 14, decision 0032) on the demo network, as the Master: the access log
 * filtered to a student's sign-ins, a user's history from its stream told in Portuguese, and the
 * history of a grade the demo's Professor changed twice, each record found by name or login; the
 * Diretor of Unidade Centro finds that grade by the student's name, and no student of Jardins.
 */

const WALK_MS = 120_000;
const suite = browserSuite('web-audit', { demoNetwork: true });

/** Types into the console's picker labelled `label` and picks the one record the server finds. */
async function findRecord(page: Page, label: RegExp, text: string): Promise<void> {
  await page.locator('input:visible').and(page.getByLabel(label)).fill(text);
  const options = page.getByRole('listbox', { name: label }).getByRole('option');
  // The server's answer to the text typed: one record, the one sought.
  await expect
    .poll(async () =>
      (await options.allTextContents()).map((o) => o.toLowerCase().includes(text.toLowerCase())),
    )
    .toEqual([true]);
  await options.first().click();
}

describe('audit console', () => {
  it(
    'shows the access log, a record’s history and a grade’s history to the Master',
    async () => {
      const student = await suite.signInAs('DMMT-0006');
      await suite.close(student);
      const page = await suite.signInAs('DMMT-0001');
      await openFromMenu(page, 'Auditoria', '**/auditoria');
      const accesses = page.getByRole('table').first();
      await accesses.getByRole('row').nth(1).waitFor();
      await page.getByRole('textbox', { name: /^Matrícula/ }).fill('DMMT-0006');
      await pickOption(page, /^Resultado/, 'Sucesso');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect
        .poll(async () => (await accesses.getByRole('row').allTextContents()).slice(1))
        .toEqual([expect.stringContaining('DMMT-0006')]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'audit-accesses-desktop');
      await fitsPhone(page);
      // At 390 px each attempt is a card: the user and the outcome stay on screen.
      const attempt = page
        .getByRole('list', { name: 'Tentativas de acesso' })
        .getByRole('listitem')
        .filter({ hasText: 'DMMT-0006' })
        .first();
      await attempt.getByText('Resultado', { exact: true }).waitFor();
      await attempt.getByText('Usuário', { exact: true }).waitFor();
      const box = await attempt.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_390.width);
      await screenshot(page, 'audit-accesses-phone');
      await page.setViewportSize(DESKTOP);

      // The student's history, from its stream, found by login and told in Portuguese: created
      // by the system (the demo seed), its profile and classes by name, no internal names.
      await page.getByRole('tab', { name: 'Histórico de registro' }).click();
      await pickOption(page, /^Tipo de registro/, 'Usuário');
      await findRecord(page, /^Registro/, 'DMMT-0006');
      await page.getByRole('button', { name: 'Consultar' }).click();
      const created = page.getByRole('listitem').filter({ hasText: 'Sistema cadastrou o usuário' });
      await created.waitFor();
      expect(await created.textContent()).toMatch(
        /— Sistema cadastrou o usuário “.+” \(DMMT-0006\)Turmas:6º ano A.*Perfil:Aluno/,
      );
      const history = page.getByRole('region', { name: /^Histórico de Usuário .*DMMT-0006/ });
      // What a reader sees, the raw events ("Detalhes técnicos") left out.
      const readable = await history.evaluate((section) => {
        const copy = section.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('details').forEach((d) => d.remove());
        return copy.textContent;
      });
      expect(readable).not.toMatch(/UserCreated|nomUsuario|codBsePerfil|\$argon2/);
      // The Master may read the raw event, behind "Detalhes técnicos".
      await created.getByText('Detalhes técnicos').click();
      await created.getByText(/UserCreated/).waitFor();
      expect(await page.content()).not.toMatch(/\$argon2/);
      await screenshot(page, 'audit-record-desktop');
      await fitsPhone(page, { back: DESKTOP });

      // The grade the demo's Professor changed twice, with its reasons: the activity and the
      // student found by name and login, never by code.
      await page.getByRole('tab', { name: 'Histórico de notas' }).click();
      await findRecord(page, /^Atividade/, 'corpo humano');
      await findRecord(page, /^Aluno/, 'DMMT-0006');
      await page.getByRole('button', { name: 'Consultar' }).last().click();
      await page.getByText(/Recurso do aluno/).waitFor();
      await page.getByText(/Revisão da resposta/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await fitsPhone(page);
      await screenshot(page, 'audit-grades-phone');
      await suite.close(page);
    },
    WALK_MS,
  );

  it(
    'lets the Diretor find the grades of its unit’s students by name, and no one else’s',
    async () => {
      const director = await suite.signInAs('DMMT-0003');
      await openFromMenu(director, 'Auditoria', '**/auditoria');
      await director.getByRole('tab', { name: 'Histórico de notas' }).click();
      // Felipe Costa studies at Unidade Jardins: the Diretor of Unidade Centro does not find him.
      const answered = director.waitForResponse(
        (r) => r.url().includes('/api/auditoria/registros') && r.url().includes('busca=Felipe'),
      );
      await director
        .locator('input:visible')
        .and(director.getByLabel(/^Aluno/))
        .fill('Felipe');
      expect(await (await answered).json()).toEqual([]);
      await director.getByText('Nenhum registro encontrado.').waitFor();
      await findRecord(director, /^Atividade/, 'corpo humano');
      await findRecord(director, /^Aluno/, 'Aluno Demonstração');
      await director.getByRole('button', { name: 'Consultar' }).last().click();
      await director.getByText(/Recurso do aluno/).waitFor();
      expect(await seriousViolations(director)).toEqual([]);
      await screenshot(director, 'audit-grades-director-desktop');
      await suite.close(director);
    },
    WALK_MS,
  );
});
