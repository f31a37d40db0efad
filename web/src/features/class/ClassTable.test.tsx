import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { ApiError } from '../../shared/api';
import { demoClass } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { loadFailure } from '../../test/ui';
import { classColumns, ClassTable } from './ClassTable';
import { useClassTexts } from './texts';

type Classes = { data?: SchoolClass[]; isPending: boolean; error: Error | null; refetch: () => unknown };

function Table({ classes }: { classes: Classes }) {
  const tx = useClassTexts();
  return <ClassTable caption="Turmas" columns={classColumns<SchoolClass>(tx)} classes={classes} />;
}

describe('ClassTable', () => {
  it('lists each class with its unit and school', () => {
    renderWithProviders(
      <Table
        classes={{ data: [demoClass(1, 'Turma A')], isPending: false, error: null, refetch: vi.fn() }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Turmas' });
    expect(within(table).getByRole('cell', { name: 'Turma A' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the classes did not load in place of the table, and "Recarregar" asks again', async () => {
    const error = new ApiError(403, 'generic.forbidden', 'Acesso negado.', []);
    const refetch = vi.fn();
    renderWithProviders(<Table classes={{ data: undefined, isPending: false, error, refetch }} />);
    await userEvent.setup().click(await loadFailure('Acesso negado.'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
