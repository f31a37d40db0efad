import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QuantityTotalsTable } from './QuantityTotalsTable';

const TOTALS = { total_escolas: 4, total_unidades: 9, total_turmas: 31, total_alunos: 812 };
const cells = (role: 'columnheader' | 'cell') =>
  within(screen.getByRole('table', { name: 'Totais' }))
    .getAllByRole(role)
    .map((c) => c.textContent);

describe('quantity totals table', () => {
  it('shows the Master every total', () => {
    renderWithProviders(<QuantityTotalsTable profile={1} totals={TOTALS} loading={false} />);
    expect(cells('columnheader')).toEqual(['Escolas', 'Unidades', 'Turmas', 'Alunos']);
    expect(cells('cell')).toEqual(['4', '9', '31', '812']);
  });

  it('leaves out the schools for a Gestor and the units too for a Diretor, dashes until loaded', () => {
    const { rerender } = renderWithProviders(<QuantityTotalsTable profile={2} totals={undefined} loading />);
    expect(cells('columnheader')).toEqual(['Unidades', 'Turmas', 'Alunos']);
    expect(cells('cell')).toEqual(['—', '—', '—']);
    rerender(<QuantityTotalsTable profile={3} totals={TOTALS} loading={false} />);
    expect(cells('columnheader')).toEqual(['Turmas', 'Alunos']);
  });
});
