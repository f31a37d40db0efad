import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '@school/modules/identity/contracts';
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
 * Reports (issues 14 and 23, decisions 0032 and 0044) on the demo network: the Master, the Gestor
 * (DMMT-0002), the Diretor (DMMT-0003) and the Coordenador (DMMT-0004) each run every report,
 * see only rows of their scope (the network; the school; the school's Unidade Centro), and export
 * each one: relatorio.csv, read as a pt-BR spreadsheet reads it, holds the rows the table shows.
 */

const WALK_MS = 150_000;
const suite = browserSuite('web-reports', { demoNetwork: true });
/** The schools' clock: the screens show times in the browser's zone, the CSVs in São Paulo's. */
const SCHOOL_CLOCK = { timezoneId: 'America/Sao_Paulo' };

const PATHS = {
  Acesso: 'acesso',
  Quantidade: 'quantidade',
  Notas: 'notas',
  'Progresso da trilha': 'progresso',
  'Avaliação da trilha': 'avaliacaoTrilha',
} as const;
type Kind = keyof typeof PATHS;
/** Every report of the index: the four profiles of /relatorio may open each (spec section 6). */
const KINDS = Object.keys(PATHS) as Kind[];
/** The table of each report's rows. */
const CAPTIONS: Record<Kind, string> = {
  Acesso: 'Acessos por usuário',
  Quantidade: 'Alunos do filtro',
  Notas: 'Notas por aluno e atividade',
  'Progresso da trilha': 'Capítulos concluídos por aluno',
  'Avaliação da trilha': 'Avaliações dos capítulos',
};
/**
 * The columns only the file has: each person's login (two students may share a name) and, in the
 * access report, the column that adds up to its total (decision 0037).
 */
const CSV_ONLY: Record<Kind, string[]> = {
  Acesso: ['Matrícula', 'Acessos no total'],
  Quantidade: [],
  Notas: ['Matrícula', 'Nota máxima'],
  'Progresso da trilha': ['Matrícula'],
  'Avaliação da trilha': ['Matrícula'],
};
/** The file's header of a column the screen names otherwise (its cells say "%" there). */
const ON_SCREEN: Record<string, string> = { 'Melhor pontuação (%)': 'Melhor pontuação' };
const NUMBERS = new Set([
  'Acessos',
  'Acessos no total',
  'Nota',
  'Nota máxima',
  'Jogos jogados',
  'Jogos vencidos',
]);
const PERCENTS = new Set(['Melhor pontuação (%)']);
const TIMES = new Set(['Concluído em']);

const open = async (page: Page, kind: Kind) => {
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
  // Saved under the report's name and the day it was asked (acessos-2026-12-01.csv).
  expect(file.suggestedFilename()).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = parseCsvRecords(bytes.subarray(3).toString('utf8'), ';');
  if (!('records' in parsed)) throw new Error('relatorio.csv: a quote never closed');
  return parsed.records.map((r) => r.cells);
}
/** A number as a pt-BR spreadsheet reads it: decimal comma, no thousands mark. */
const ptNumber = (cell: string) => (/^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : NaN);

/** Where every row of a report must be: its school, unit and class names (unset: any). */
interface Place {
  school?: string;
  unit?: string;
  turma?: string;
}
/** A report's table as the screen shows it: its column headers and every row's cells. */
interface Shown {
  header: string[];
  rows: string[][];
}

/**
 * Opens a report, picks `picks` in its filter (a Master's choices), confirms it and answers its
 * table, every row on one page.
 */
async function confirmed(page: Page, kind: Kind, picks: Place = {}): Promise<Shown> {
  await open(page, kind);
  if (picks.school) await pickOption(filter(page), /^Escola/, picks.school);
  if (picks.unit) await pickOption(filter(page), /^Unidade/, picks.unit);
  if (picks.turma) await pickOption(filter(page), /^Turma/, picks.turma);
  await filter(page).getByRole('button', { name: 'Confirmar' }).click();
  const table = page.getByRole('table', { name: CAPTIONS[kind] });
  // A row of cells: not the skeleton, nor the "run it" or "no rows" line across the table.
  await table.locator('tbody td:not([colspan])').first().waitFor();
  await page.getByLabel('Registros por página').selectOption('50');
  await page.getByText(/^Mostrando 1 a (\d+) de \1 registros$/).waitFor();
  return table.evaluate((t: HTMLTableElement) => ({
    header: Array.from(t.tHead!.rows[0]!.cells, (c) => c.innerText.trim()),
    rows: Array.from(t.tBodies[0]!.rows, (r) => Array.from(r.cells, (c) => c.innerText.trim())),
  }));
}

/** Every row is in `place`, and none names `outside` (another unit, its people). */
function expectWithin(kind: Kind, { header, rows }: Shown, place: Place, outside: RegExp | null) {
  expect(rows.length, `${kind}: rows`).toBeGreaterThan(0);
  const column = (name: string) => header.indexOf(name);
  for (const row of rows) {
    const where = `${kind}: ${row.join(' | ')}`;
    if (place.school) expect(row[column('Escola')], where).toBe(place.school);
    if (place.unit) expect(row[column('Unidade')], where).toBe(place.unit);
    if (place.turma) expect(row[column('Turma')], where).toBe(place.turma);
    if (outside) expect(row.join(' | '), where).not.toMatch(outside);
  }
}

/** A cell as a spreadsheet compares it: numbers as numbers ("18,5" is 18.5, "40%" is 40), text as it is. */
const value = (header: string, cell: string, screen: boolean): string | number | null => {
  if (NUMBERS.has(header) || PERCENTS.has(header)) {
    if (cell === '' || (screen && cell === '—')) return null;
    // The screen reads a grade with its maximum ("18,5 de 20"), the file has them in two columns.
    const shownAs = screen && header === 'Nota' ? cell.replace(/ de \d+$/, '') : cell;
    const number = ptNumber(screen && PERCENTS.has(header) ? cell.replace(/%$/, '') : shownAs);
    expect(number, `${header}: "${cell}" is a pt-BR number`).not.toBeNaN();
    return number;
  }
  if (TIMES.has(header)) expect(cell, header).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  return cell;
};

/**
 * Exports the confirmed report and checks relatorio.csv against the table: the screen's columns
 * in its order (plus the file's own, CSV_ONLY), only the table's rows (no position row), each
 * with the values the screen shows. Answers the file's rows.
 */
async function expectCsvAsShown(page: Page, kind: Kind, shown: Shown): Promise<string[][]> {
  const [header, ...records] = await exportedCsv(page);
  const screenColumns = header!.flatMap((h, i) => (CSV_ONLY[kind].includes(h) ? [] : [{ h, i }]));
  expect(
    screenColumns.map(({ h }) => ON_SCREEN[h] ?? h),
    `${kind}: columns`,
  ).toEqual(shown.header);
  expect(header!.filter((h) => CSV_ONLY[kind].includes(h))).toEqual(CSV_ONLY[kind]);
  expect(records.length, `${kind}: the file's rows are the table's`).toBe(shown.rows.length);
  records.forEach((record, n) => {
    expect(record.length, `${kind}: ${record.join(';')}`).toBe(header!.length);
    header!.forEach((h, i) => void value(h, record[i]!, false));
    expect(
      screenColumns.map(({ h, i }) => value(h, record[i]!, false)),
      `${kind}: row ${n + 1}`,
    ).toEqual(screenColumns.map(({ h }, c) => value(h, shown.rows[n]![c]!, true)));
  });
  return [header!, ...records];
}

/**
 * The totals beside a report count what its rows hold: the access chart's total is the file's
 * "Acessos no total" added up (each sign-in once, decision 0037); the quantity table's students
 * are the named list's, each once however many classes it is in.
 */
async function expectCountedOnce(page: Page, kind: Kind, shown: Shown, csv: string[][]): Promise<void> {
  if (kind === 'Acesso') {
    const column = csv[0]!.indexOf('Acessos no total');
    const total = csv.slice(1).reduce((sum, r) => sum + ptNumber(r[column]!), 0);
    const chart = page.getByRole('figure', { name: 'Acessos por turma' });
    await chart.getByText(`Total de acessos: ${total}`, { exact: true }).waitFor();
  }
  if (kind === 'Quantidade') {
    const totals = page.getByRole('table', { name: 'Totais' });
    const students = new Set(shown.rows.map((r) => r[shown.header.indexOf('Aluno')]));
    expect((await totals.getByRole('cell').allInnerTexts()).at(-1)).toBe(String(students.size));
  }
}

/** The quantity table's columns of each profile: network, school or unit totals. */
const TOTALS = {
  master: ['Escolas', 'Unidades', 'Turmas', 'Alunos'],
  school: ['Unidades', 'Turmas', 'Alunos'],
  unit: ['Turmas', 'Alunos'],
};
/** The demo's Unidade Jardins and its people: never in a report of Unidade Centro's staff. */
const JARDINS = /Unidade Jardins|6º ano B|8º ano B|Bruno Lima|Felipe Costa|Gabriela Melo|Heitor Nunes/;

describe('reports', () => {
  it(
    'walks every report and its CSV as Master',
    async () => {
      const master = await suite.signInAs('DMMT-0001', SCHOOL_CLOCK);
      const sixthA = { school: 'Escola Demonstração', unit: 'Unidade Centro', turma: '6º ano A' };

      const access = await confirmed(master, 'Acesso', sixthA);
      expectWithin('Acesso', access, sixthA, null);
      expect(access.rows.some((r) => r[3] === 'Aluno Demonstração')).toBe(true);
      await master.getByText(/^Dados atualizados até \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/).waitFor();
      // The analysts' line sits behind its disclosure until opened.
      await master.getByText('Para analistas', { exact: true }).first().click();
      await master
        .getByText(/^Posição dos dados .+/)
        .first()
        .waitFor();
      const chart = master.getByRole('figure', { name: 'Acessos por turma' });
      // Each sign-in once: the total and the rule beside the chart.
      await chart.getByText(/^Total de acessos: \d+$/).waitFor();
      await chart.getByText(/^Cada acesso conta uma vez\./).waitFor();
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-access-desktop');
      await fitsPhone(master, { back: DESKTOP });
      // The file is the table's: the confirmed filter, not the class picked since.
      await pickOption(filter(master), /^Turma/, '7º ano A');
      await expectCountedOnce(master, 'Acesso', access, await expectCsvAsShown(master, 'Acesso', access));
      // The export ran as a job: its bar is full and the file can be downloaded again.
      const exported = master.getByRole('region', { name: 'Exportação de relatorio.csv' });
      await exported.getByText(/^relatorio\.csv pronto\. Linhas: \d+\.$/).waitFor();
      expect(await exported.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-export-desktop');
      await fitsPhone(master, { back: DESKTOP });
      const again = master.waitForEvent('download');
      await exported.getByRole('button', { name: 'Baixar relatorio.csv' }).click();
      expect((await again).suggestedFilename()).toMatch(/^acessos-\d{4}-\d{2}-\d{2}\.csv$/);

      // The network's totals, and its students of both units.
      const names = await confirmed(master, 'Quantidade');
      const totals = master.getByRole('table', { name: 'Totais' });
      expect(await totals.getByRole('columnheader').allInnerTexts()).toEqual(TOTALS.master);
      expect(names.rows.some((r) => r[1] === 'Unidade Jardins')).toBe(true);
      await expectCountedOnce(
        master,
        'Quantidade',
        names,
        await expectCsvAsShown(master, 'Quantidade', names),
      );

      // The grades of the class, with their distribution beside them; in the file 18,5 is
      // eighteen and a half.
      const grades = await confirmed(master, 'Notas', sixthA);
      expectWithin('Notas', grades, sixthA, null);
      await master.getByRole('row', { name: /Avaliação: o corpo humano.*18,5 de 20/ }).waitFor();
      // Its bands are shares of the maximum (decision 0072): 18,5 of 20 is in 80 to 100 %.
      const bands = master.getByRole('table', { name: 'Distribuição das notas' });
      expect(await bands.getByRole('row', { name: /Acima da nota máxima/ }).innerText()).toMatch(/0$/);
      const graded = (await expectCsvAsShown(master, 'Notas', grades)).find(
        (r) => r.includes('Avaliação: o corpo humano') && r.includes('Aluno Demonstração'),
      );
      expect(graded!.slice(-2).map(ptNumber)).toEqual([18.5, 20]);
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-grades-desktop');
      await fitsPhone(master, { back: DESKTOP });

      // The demo's Carla Dias completed the science trail's first chapter (a round of each of its
      // ten games, none won) and rated it: the row says its games played and won and best score.
      const progress = await confirmed(master, 'Progresso da trilha');
      const completion = master
        .getByRole('table', { name: 'Capítulos concluídos por aluno' })
        .getByRole('row', { name: /Carla Dias.*Ciências da Natureza/ });
      expect((await completion.getByRole('cell').allInnerTexts()).slice(-3)).toEqual(['10', '0', '0%']);
      await master.getByText('Conclusões por capítulo').first().waitFor();
      await expectCsvAsShown(master, 'Progresso da trilha', progress);
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-progress-desktop');
      await fitsPhone(master);
      // At 390 px each row is a card: the student and its figures stay on screen.
      const card = master
        .getByRole('list', { name: 'Capítulos concluídos por aluno' })
        .getByRole('listitem')
        .filter({ hasText: 'Carla Dias' })
        .first();
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_390.width);
      await card.getByText('Aluno', { exact: true }).waitFor();
      await screenshot(master, 'report-progress-phone');
      await master.setViewportSize(DESKTOP);

      // Each answer names its question, on the screen and in the CSV.
      const ratings = await confirmed(master, 'Avaliação da trilha');
      expect(ratings.rows.filter((r) => r.includes('Carla Dias')).map((r) => r.at(-2))).toEqual([
        'Quanto você gostou deste capítulo?',
        'Quanto você aprendeu com ele?',
        'Os jogos e atividades ajudaram você a entender?',
      ]);
      const rated = await expectCsvAsShown(master, 'Avaliação da trilha', ratings);
      expect(rated.filter((r) => r.includes('Carla Dias')).map((r) => r.at(-2))).toHaveLength(3);
      expect(await seriousViolations(master)).toEqual([]);
      await screenshot(master, 'report-rating-desktop');
      await fitsPhone(master, { back: DESKTOP });
      await suite.close(master);
    },
    WALK_MS,
  );

  it('filters a report by a preset period, typed dates following it, and saves its file by name and day', async () => {
    const page = await suite.signInAs('DMMT-0004', SCHOOL_CLOCK);
    await open(page, 'Acesso');
    await filter(page).getByRole('button', { name: 'Últimos 30 dias' }).click();
    const today = await page.evaluate(() => {
      const d = new Date();
      const two = (n: number) => String(n).padStart(2, '0');
      return { shown: `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}` };
    });
    await expect
      .poll(() => filter(page).getByRole('textbox', { name: 'Data final' }).inputValue())
      .toBe(today.shown);
    expect(await filter(page).getByRole('textbox', { name: 'Data inicial' }).inputValue()).toMatch(
      /^\d\d\/\d\d\/\d{4}$/,
    );
    await filter(page).getByRole('button', { name: 'Confirmar' }).click();
    const table = page.getByRole('table', { name: CAPTIONS.Acesso });
    await table.locator('tbody td:not([colspan])').first().waitFor();
    await screenshot(page, 'report-preset-desktop');
    const download = page.waitForEvent('download');
    await filter(page).getByRole('button', { name: 'Exportar para CSV' }).click();
    const local = today.shown.split('/').reverse().join('-');
    expect((await download).suggestedFilename()).toBe(`acessos-${local}.csv`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it(
    'walks every report and its CSV as Gestor (its school), Diretor and Coordenador (their unit)',
    async () => {
      const school = { school: 'Escola Demonstração' };
      const centro = { ...school, unit: 'Unidade Centro' };
      const staff = [
        { login: 'DMMT-0002', name: 'gestor', place: school, outside: null, totals: TOTALS.school },
        { login: 'DMMT-0003', name: 'diretor', place: centro, outside: JARDINS, totals: TOTALS.unit },
        { login: 'DMMT-0004', name: 'coordenador', place: centro, outside: JARDINS, totals: TOTALS.unit },
      ];
      for (const { login, name, place, outside, totals } of staff) {
        const page = await suite.signInAs(login, SCHOOL_CLOCK);
        for (const kind of KINDS) {
          const shown = await confirmed(page, kind);
          expectWithin(kind, shown, place, outside);
          await expectCountedOnce(page, kind, shown, await expectCsvAsShown(page, kind, shown));
          if (kind === 'Acesso' && name === 'coordenador') {
            await fitsPhone(page, { back: DESKTOP });
            await screenshot(page, 'report-access-phone');
          }
          if (kind !== 'Quantidade') continue;
          // The school is fixed for all three, the unit for the Diretor and the Coordenador.
          const fixed = filter(page).locator('input:disabled:not([type=hidden])');
          await expect
            .poll(() => fixed.evaluateAll((inputs: HTMLInputElement[]) => inputs.map((i) => i.value)))
            .toEqual(Object.values(place));
          const table = page.getByRole('table', { name: 'Totais' });
          expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(totals);
          // The Gestor's list holds both units of its school.
          if (!outside) expect(shown.rows.some((r) => r[1] === 'Unidade Jardins')).toBe(true);
          expect(await seriousViolations(page)).toEqual([]);
          await screenshot(page, `report-${name}-desktop`);
          await fitsPhone(page, { back: DESKTOP });
        }
        await suite.close(page);
      }
    },
    WALK_MS,
  );
});
