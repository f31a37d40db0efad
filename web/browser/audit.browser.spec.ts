import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, pickOption, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { openFromMenu } from './support/steps.js';

/**
 * The audit console (issue 14, decision 0032) on the demo network, as the Master: the access log
 * filtered to a student's sign-ins, a user's history from its stream, and the history of a grade
 * the demo's Professor changed twice.
 */

const WALK_MS = 120_000;
const suite = browserSuite('web-audit', { demoNetwork: true });

/** A GET of the API with the page's own session, for the ids the walk needs. */
const api = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => {
    const token = localStorage.getItem('token');
    const response = await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

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

      // The student's history, from its stream: created by the system (the demo seed).
      const users = await api<{ items: { codBseUsuario: number; cstLogin: string }[] }>(
        page,
        '/bse_usuario?search=DMMT-0006',
      );
      const studentId = users.items.find((u) => u.cstLogin === 'DMMT-0006')!.codBseUsuario;
      await page.getByRole('tab', { name: 'Histórico de registro' }).click();
      await pickOption(page, /^Tipo de registro/, 'Usuário');
      await page.getByRole('textbox', { name: /^Código/ }).fill(String(studentId));
      await page.getByRole('button', { name: 'Consultar' }).click();
      await page.getByText('UserCreated').waitFor();
      await page
        .getByText(/Sistema/)
        .first()
        .waitFor();
      expect(await page.content()).not.toMatch(/\$argon2/);
      await screenshot(page, 'audit-record-desktop');

      // The grade the demo's Professor changed twice, with its reasons.
      const activities = await api<{ codBseAtividade: number; nomAtividade: string }[]>(
        page,
        '/bse_atividade',
      );
      const activity = activities.find(
        (a) => a.nomAtividade === 'Avaliação: o corpo humano',
      )!.codBseAtividade;
      await page.getByRole('tab', { name: 'Histórico de notas' }).click();
      await page.getByRole('textbox', { name: /^Atividade/ }).fill(String(activity));
      await page.getByRole('textbox', { name: /^Aluno/ }).fill(String(studentId));
      await page.getByRole('button', { name: 'Consultar' }).last().click();
      await page.getByText(/Recurso do aluno/).waitFor();
      await page.getByText(/Revisão da resposta/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await screenshot(page, 'audit-grades-phone');
      await suite.close(page);
    },
    WALK_MS,
  );
});
