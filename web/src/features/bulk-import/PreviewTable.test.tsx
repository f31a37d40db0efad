import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bulkRow, demoClass } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import type { PreviewRow } from './bulkPreview';
import { PreviewTable } from './PreviewTable';

const turma = demoClass(5, '6º ano A', { codBseUnidade: 3 });
const csvRow = (row: number, nomUsuario: string) => bulkRow({ row, line: row + 1, nomUsuario });

const ROWS: PreviewRow[] = [
  {
    row: csvRow(1, 'Ana Souza'),
    login: 'DMCE-????',
    decision: { kind: 'create', row: 1, line: 2, generateLogin: true } as PreviewRow['decision'],
  },
  {
    row: csvRow(2, 'Jo'),
    login: 'DMCE-????',
    decision: {
      kind: 'refuse',
      row: 2,
      line: 3,
      reason: 'invalid',
      errors: [{ field: 'nomUsuario', code: 'generic.invalid' }],
    } as unknown as PreviewRow['decision'],
  },
];

describe('PreviewTable', () => {
  it("shows each row with its login, the class's school and unit where blank, and its status", () => {
    renderWithProviders(<PreviewTable rows={ROWS} turma={turma} />);
    const table = screen.getByRole('table', { name: 'Prévia dos usuários do arquivo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana Souza');
    expect(rows[0]).toHaveTextContent('Aluno');
    expect(rows[0]).toHaveTextContent('DMCE-????');
    expect(rows[0]).toHaveTextContent('Escola Demonstração');
    expect(rows[0]).toHaveTextContent('Unidade Centro');
    expect(within(rows[0]!).getByText('Válido')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inválido')).toBeInTheDocument();
  });
});
