import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '@school/modules/identity/contracts';
import { DESKTOP, fitsPhone, pickOption, screenshot, seriousViolations } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { openFromMenu } from './support/steps.js';

/**
 * Reports (issue 14, decision 0032) on the demo network: the Master runs the access report of a
 * class and exports it; the Gestor (DMMT-0002) finds its school fixed; the Coordenador
 * (DMMT-0004) its school and unit; the quantity tables follow each profile.
 */

const WALK_MS = 150_000;
const suite = browserSuite('web-reports', { demoNetwork: true });

const PATHS = {
  Acesso: 'acesso',
  Quantidade: 'quantidade',
  Notas: 'notas',
  'Progresso da trilha': 'progresso',
  'Avaliação da trilha': 'avaliacaoTrilha',
} as const;
const open = async (page: Page, kind: keyof typeof PATHS) => {
  await openFromMenu(page, 'Relatórios', '**/relatorio');
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL(`**/relatorio/${PATHS[kind]}`);
};
const filter = (page: Page) => page.getByRole('form', { name: 'Filtro do relatório' });

/** Exports the report on screen and reads relatorio.csv as a pt-BR spreadsheet does: BOM, `;`, quotes. */
async function exportedCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await filter(page).getByRole('button', { name: 'Exportar para CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('relatorio.csv');
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = parseCsvRecords(bytes.subarray(3).toString('utf8'), ';');
  if (!('records' in parsed)) throw new Error('relatorio.csv: a quote never closed');
  return parsed.records.map((r) => r.cells);
}
/** A number as a pt-BR spreadsheet reads it: decimal comma, no thousands mark. */
const ptNumber = (cell: string) => (/^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : NaN);

describe('reports', () => {
  it(
    'runs the access report and its CSV as Master, with the presets of the Gestor and the Coordenador',
    async () => {
      const master = await suite.signInAs('DMMT-0001');
      await open(master, 'Acesso');
      await pickOption(filter(master), /^Escola/, 'Escola Demonstração');
      await pickOption(filter(master), /^Unidade/, 'Unidade Centro');
      await pickOption(filter(master), /^Turma/, '6º ano A');
      await filter(master).getByRole('button', { name: 'Confirmar' }).click();
      const table = master.getByRole('table', { name: 'Acessos por usuário' });
      const student = table.getByRole('row', { name: /Aluno Demonstração/ });
      await student.waitFor();
      expect(await student.textContent()).toContain('6º ano A');
      await master.getByText(/^Dados atualizados até \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/).waitFor();
      await master.getByText(/^Para analistas: posição dos dados .+/).waitFor();
      const chart = master.getByRole('figure', { name: 'Acessos por turma' });
      await chart.waitFor();
      // Each sign-in once: the total and the rule beside the chart.
      await chart.getByText(/^Total de acessos: \d+$/).waitFor();
      await chart.getByText(/^Cada acesso conta uma vez\./).waitFor();
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-access-desktop');
      await fitsPhone(master, { back: DESKTOP });

      const [header, ...records] = await exportedCsv(master);
      expect(header).toEqual([
        'Escola',
        'Unidade',
        'Turma',
        'Usuário',
        'Matrícula',
        'Acessos',
        'Acessos no total',
      ]);
      expect(
        records.some(
          (r) => r.slice(0, 4).join('|') === 'Escola Demonstração|Unidade Centro|6º ano A|Aluno Demonstração',
        ),
      ).toBe(true);
      // Only the table (the position is not a row): every count reads as a number.
      expect(
        records.every(
          (r) => r.length === header!.length && r.slice(-2).every((c) => Number.isInteger(ptNumber(c))),
        ),
      ).toBe(true);
      // The export ran as a job: its bar is full and the file can be downloaded again.
      const exported = master.getByRole('region', { name: 'Exportação de relatorio.csv' });
      await exported.getByText(/^relatorio\.csv pronto\. Linhas: \d+\.$/).waitFor();
      expect(await exported.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-export-desktop');
      await fitsPhone(master, { back: DESKTOP });
      const again = master.waitForEvent('download');
      await exported.getByRole('button', { name: 'Baixar relatorio.csv' }).click();
      expect((await again).suggestedFilename()).toBe('relatorio.csv');

      // The grades of the class, with their distribution beside them.
      await open(master, 'Notas');
      await pickOption(filter(master), /^Escola/, 'Escola Demonstração');
      await pickOption(filter(master), /^Unidade/, 'Unidade Centro');
      await pickOption(filter(master), /^Turma/, '6º ano A');
      await filter(master).getByRole('button', { name: 'Confirmar' }).click();
      await master.getByRole('row', { name: /Avaliação: o corpo humano.*18,5/ }).waitFor();
      // The class's grades as a pt-BR spreadsheet reads them: 18,5 is eighteen and a half.
      const grades = await exportedCsv(master);
      const graded = grades.find(
        (r) => r.includes('Avaliação: o corpo humano') && r.includes('Aluno Demonstração'),
      );
      expect(ptNumber(graded!.at(-1)!)).toBe(18.5);
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-grades-desktop');
      await fitsPhone(master, { back: DESKTOP });

      // The demo's Carla Dias completed the science trail's first chapter (a round of each of its
      // ten games, none won) and rated it: the row says its games played and won and best score.
      await open(master, 'Progresso da trilha');
      await filter(master).getByRole('button', { name: 'Confirmar' }).click();
      const completion = master
        .getByRole('table', { name: 'Capítulos concluídos por aluno' })
        .getByRole('row', { name: /Carla Dias.*Ciências da Natureza/ });
      await completion.waitFor();
      expect((await completion.getByRole('cell').allInnerTexts()).slice(-3)).toEqual(['10', '0', '0%']);
      await master.getByText('Conclusões por capítulo').first().waitFor();
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-progress-desktop');
      await fitsPhone(master);
      await completion.getByRole('cell', { name: '0%' }).scrollIntoViewIfNeeded();
      await screenshot(master, 'report-progress-phone');
      await master.setViewportSize(DESKTOP);
      await open(master, 'Avaliação da trilha');
      await filter(master).getByRole('button', { name: 'Confirmar' }).click();
      const ratings = master.getByRole('table', { name: 'Avaliações dos capítulos' });
      await expect.poll(() => ratings.getByRole('row', { name: /Carla Dias/ }).count()).toBe(3);
      // Each answer names its question, on the screen and in the CSV.
      await ratings.getByRole('row', { name: /Carla Dias.*Quanto você gostou deste capítulo\?/ }).waitFor();
      const rated = (await exportedCsv(master)).filter((r) => r.includes('Carla Dias'));
      expect(rated.map((r) => r.at(-2))).toEqual([
        'Quanto você gostou deste capítulo?',
        'Quanto você aprendeu com ele?',
        'Os jogos e atividades ajudaram você a entender?',
      ]);
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-rating-desktop');
      await fitsPhone(master, { back: DESKTOP });
      await suite.close(master);

      // The Gestor's school is fixed; its quantity table counts its school.
      const gestor = await suite.signInAs('DMMT-0002');
      await open(gestor, 'Quantidade');
      const totals = gestor.getByRole('table', { name: 'Totais' });
      await totals.getByRole('columnheader', { name: 'Unidades' }).waitFor();
      expect(await totals.getByRole('columnheader', { name: 'Escolas' }).count()).toBe(0);
      expect(
        await filter(gestor)
          .getByLabel(/^Escola/)
          .first()
          .isDisabled(),
      ).toBe(true);
      await filter(gestor).getByRole('button', { name: 'Confirmar' }).click();
      await gestor
        .getByRole('table', { name: 'Alunos do filtro' })
        .getByRole('row', { name: /Aluno Demonstração/ })
        .waitFor();
      expect(await seriousViolations(gestor)).toEqual([]);
      await screenshot(gestor, 'report-quantity-desktop');
      await fitsPhone(gestor, { back: DESKTOP });
      await suite.close(gestor);

      // The Coordenador's school and unit are fixed: its access report stays in its unit.
      const coordinator = await suite.signInAs('DMMT-0004');
      await open(coordinator, 'Acesso');
      expect(
        await filter(coordinator)
          .getByLabel(/^Unidade/)
          .first()
          .isDisabled(),
      ).toBe(true);
      await filter(coordinator).getByRole('button', { name: 'Confirmar' }).click();
      const rows = coordinator.getByRole('table', { name: 'Acessos por usuário' }).getByRole('row');
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      for (const text of await rows.allTextContents()) expect(text).not.toContain('Unidade Jardins');
      await fitsPhone(coordinator);
      await screenshot(coordinator, 'report-access-phone');
      await suite.close(coordinator);
    },
    WALK_MS,
  );
});
