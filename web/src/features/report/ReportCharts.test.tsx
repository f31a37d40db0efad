import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradesReportRow, ProgressReportRow } from '@school/modules/reporting/contracts';
import { renderWithProviders } from '../../test/render';
import { gradeBand } from '@school/modules/reporting/contracts';
import { GradesChart, ProgressChart, sumBy } from './ReportCharts';

/** A chart's numbers, as its table below the bars reads them. */
const numbers = (name: string) =>
  within(screen.getByRole('figure', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('report charts', () => {
  it('sums rows by label after the labels always shown', () => {
    expect(sumBy(['a', 'b', 'a'], (r) => r, undefined, ['c'])).toEqual([
      { label: 'c', value: 0 },
      { label: 'a', value: 2 },
      { label: 'b', value: 1 },
    ]);
    expect(
      sumBy(
        [{ n: 2 }, { n: 3 }],
        () => 'x',
        (r) => r.n,
      ),
    ).toEqual([{ label: 'x', value: 5 }]);
  });

  it('puts a grade in the band of its share of the maximum, the maximum in the last, above it apart', () => {
    expect([0, 3.5, 4, 15, 16, 18.5, 19, 20, 21].map((g) => gradeBand(g, 20))).toEqual([
      0, 0, 1, 3, 4, 4, 4, 4, 5,
    ]);
    expect(gradeBand(0, 0)).toBe(0);
  });

  it('counts the grades by share of their maximum, every band shown: 18,5 and 19 of 20 are not above it', () => {
    const rows = [
      [1, 10],
      [10, 10],
      [18.5, 20],
      [19, 20],
      [25, 50],
      [12, 10],
    ].map(
      ([soma_notas_atividade, maximo_notas_atividade]) =>
        ({ soma_notas_atividade, maximo_notas_atividade }) as GradesReportRow,
    );
    renderWithProviders(<GradesChart rows={rows} />);
    expect(numbers('Distribuição das notas')).toEqual([
      ['0 a 20%', '1'],
      ['20 a 40%', '0'],
      ['40 a 60%', '1'],
      ['60 a 80%', '0'],
      ['80 a 100%', '3'],
      ['Acima da nota máxima', '1'],
    ]);
  });

  it('counts the completions by chapter', () => {
    const rows = ['Capítulo 1', null, 'Capítulo 1'].map(
      (nom_capitulo) => ({ nom_capitulo }) as ProgressReportRow,
    );
    renderWithProviders(<ProgressChart rows={rows} />);
    expect(numbers('Conclusões por capítulo')).toEqual([
      ['Capítulo 1', '2'],
      ['Sem capítulo', '1'],
    ]);
  });
});
