import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradesReportRow, ProgressReportRow } from '@school/modules/reporting/contracts';
import { renderWithProviders } from '../../test/render';
import { gradeBand, GradesChart, ProgressChart, sumBy } from './ReportCharts';

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

  it('puts a grade in the band of its lower bound, 10 in the last and above 10 apart', () => {
    expect([0, 1.9, 2, 7.5, 8, 10, 10.5].map(gradeBand)).toEqual([0, 0, 1, 3, 4, 4, 5]);
  });

  it('counts the grades by band, every band shown', () => {
    const rows = [1, 10, 12].map((soma_notas_atividade) => ({ soma_notas_atividade }) as GradesReportRow);
    renderWithProviders(<GradesChart rows={rows} />);
    expect(numbers('Distribuição das notas')).toEqual([
      ['0 a 2', '1'],
      ['2 a 4', '0'],
      ['4 a 6', '0'],
      ['6 a 8', '0'],
      ['8 a 10', '1'],
      ['Acima de 10', '1'],
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
