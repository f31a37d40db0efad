import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../shared/table';
import { renderWithProviders } from '../../test/render';
import { ReportTable } from './ReportTable';

type Row = { nome: string };
const columns: Column<Row>[] = [{ key: 'nome', header: 'Nome', value: (r) => r.nome }];
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ nome: `Aluno ${i + 1}` }));

describe('report table', () => {
  it('says how to run the report before Confirmar, and that the filter has no rows after', () => {
    const { rerender } = renderWithProviders(
      <ReportTable caption="Alunos" columns={columns} answer={undefined} pending={false} />,
    );
    expect(screen.getByText('Escolha o filtro e clique em Confirmar.')).toBeInTheDocument();
    rerender(
      <ReportTable
        caption="Alunos"
        columns={columns}
        answer={{ data: [], position: null }}
        pending={false}
      />,
    );
    expect(screen.getByText('Nenhum registro no filtro.')).toBeInTheDocument();
  });

  it('shows 5 rows per page, when its data is from and, for analysts, the read models’ position', () => {
    renderWithProviders(
      <ReportTable
        caption="Alunos"
        columns={columns}
        // No offset: the local time, whatever the test machine's zone.
        answer={{ data: rows(7), position: '42', asOf: '2026-11-26T21:56:03' }}
        pending={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Alunos' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Mostrando 1 a 5 de 7 registros')).toBeInTheDocument();
    expect(screen.getByText('Dados atualizados até 26/11/2026 21:56:03')).toBeInTheDocument();
    // The position is for analysts, behind a disclosure.
    expect(screen.getByText('Para analistas').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Posição dos dados 42').closest('details')).toBeInTheDocument();
  });
});
