import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SyncAnswer, SyncItem } from '@school/modules/teaching/contracts';
import { DESKTOP, PHONE_390, fitsPhone, resize, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';

/**
 * What the teacher sees of a device's queue (issue 36, decision 0076) on the demo network: the
 * student DMMT-0006 syncs a queue done offline an hour ago (contents of 6º ano A's active trail seen,
 * and answers to "Avaliação: leitura", which it had answered already from another device); its
 * Professor (DMMT-0005) reads the last sync and the late records on the class's progress screen,
 * and the kept answers beside the ones that count on the student's answers, at 1280 and 390 px.
 */

const WALK_MS = 180_000;
const suite = browserSuite('web-device-sync', { demoNetwork: true });

/** The student's API calls: its class's trail, its answers, and the queue it syncs. */
async function syncOfflineQueue(page: Page): Promise<SyncAnswer> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api${path}`, { headers })).json()) as T;
  const me = await get<{ codBseUsuario: number; codBseTurma: number }>('/bse_usuario/getMeusDados/x');
  const classId = me.codBseTurma;
  const trail = await get<{ capitulos: { aulas: { conteudos: { codTrlConteudo: number }[] }[] }[] }>(
    `/plataforma/turma/${classId}`,
  );
  const contents = trail.capitulos.flatMap((c) => c.aulas.flatMap((l) => l.conteudos)).slice(0, 3);
  const answers =
    await get<{ codBseAtividade: number; codBseTurma: number; codBseQuestao: number }[]>(
      '/bse_questao_resposta',
    );
  const activities = [...new Set(answers.map((a) => a.codBseAtividade))];
  const feitoEm = new Date(Date.now() - 3_600_000).toISOString();
  const run = Date.now().toString(36);
  const itens: SyncItem[] = [
    ...contents.map((c, i): SyncItem => ({
      id: `browser-${run}-${i}`,
      tipo: 'visto',
      codBseUsuario: me.codBseUsuario,
      feitoEm,
      dados: { codBseTurma: classId, codTrlConteudo: c.codTrlConteudo },
    })),
    // Each activity it answered, answered again on this device.
    ...activities.map((activity): SyncItem => ({
      id: `browser-${run}-answers-${activity}`,
      tipo: 'resposta',
      codBseUsuario: me.codBseUsuario,
      feitoEm,
      dados: answers
        .filter((a) => a.codBseAtividade === activity)
        .map(({ codBseAtividade, codBseTurma, codBseQuestao }) => ({
          codBseAtividade,
          codBseTurma,
          codBseQuestao,
          resResposta: 'Escrita no celular, sem internet.',
        })),
    })),
  ];
  const response = await page.request.post('/api/plataforma/sincronizar', { headers, data: { itens } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SyncAnswer;
}

describe('the device queue as the teacher sees it', () => {
  it(
    'shows the last sync and the late records, and the answers kept beside those that count',
    async () => {
      const student = await suite.signInAs('DMMT-0006');
      const synced = await syncOfflineQueue(student);
      const [views, answered] = [synced.itens.slice(0, 3), synced.itens.slice(3)];
      expect(views.map((i) => i.status)).toEqual([200, 200, 200]);
      expect(answered.length).toBeGreaterThan(0);
      for (const item of answered) expect(item.erro!.message).toMatch(/^Já respondida em outro aparelho\./);
      const late = `${synced.itens.length} registros chegaram depois`;
      await suite.close(student);

      const page = await suite.signInAs('DMMT-0005', { viewport: DESKTOP });
      await page.goto('/aulas/listar');
      await page
        .getByRole('link', { name: /^Progresso de / })
        .first()
        .click();
      await page.waitForURL('**/aulas/progresso/*');
      const table = page.getByRole('table', { name: 'Progresso de cada aluno por capítulo' });
      await table.getByRole('columnheader', { name: 'Última sincronização' }).waitFor();
      const row = table.getByRole('row', { name: /Aluno Demonstração/ });
      await row.getByText(late).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'device-sync-progress');
      await resize(page, PHONE_390);
      await row.getByText(late).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'device-sync-progress-phone');

      await resize(page, DESKTOP);
      await page.goto('/atividade/ListaProfessor');
      await page.getByRole('link', { name: 'Ver respostas de Avaliação: leitura' }).click();
      await page.waitForURL('**/atividade/respostas/*');
      const answers = page.getByRole('table', { name: /^Respostas de/ });
      const demo = answers.getByRole('row', { name: /Aluno Demonstração/ });
      await demo.getByText('Já respondida em outro aparelho').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'device-sync-responses');
      // At phone width each student is a card.
      await resize(page, PHONE_390);
      await page.getByRole('main').getByText('Já respondida em outro aparelho').first().waitFor();
      await screenshot(page, 'device-sync-responses-phone');
      await resize(page, DESKTOP);
      await demo.getByRole('link', { name: 'Abrir resposta de Aluno Demonstração' }).click();
      await page.waitForURL('**/respostasAluno/**');
      const kept = page.getByRole('region', { name: 'Respostas guardadas' });
      await kept.getByText('Já respondida em outro aparelho').waitFor();
      await kept
        .getByRole('region', { name: 'Questão 1: Resposta guardada' })
        .getByText('Escrita no celular, sem internet.')
        .waitFor();
      await kept.getByRole('region', { name: 'Questão 1: Resposta que vale' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'device-sync-kept-answers');
      await resize(page, PHONE_390);
      await fitsPhone(page);
      // On a phone the two answers stack: the kept one below the one that counts.
      const counts = await kept.getByRole('region', { name: 'Questão 1: Resposta que vale' }).boundingBox();
      const other = await kept.getByRole('region', { name: 'Questão 1: Resposta guardada' }).boundingBox();
      expect(other!.y).toBeGreaterThan(counts!.y + counts!.height - 1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'device-sync-kept-answers-phone');
      await suite.close(page);
    },
    WALK_MS,
  );
});
