import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { ApiError } from '../../shared/api';
import { demoClass } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { classColumns, ClassTable } from './ClassTable';
import { useClassTexts } from './texts';

function Table({ classes }: { classes: { data?: SchoolClass[]; isPending: boolean; error: Error | null } }) {
  const tx = useClassTexts();
  return <ClassTable caption="Turmas" columns={classColumns<SchoolClass>(tx)} classes={classes} />;
}

describe('ClassTable', () => {
  it('lists each class with its unit and school', () => {
    renderWithProviders(
      <Table classes={{ data: [demoClass(1, 'Turma A')], isPending: false, error: null }} />,
    );
    const table = screen.getByRole('table', { name: 'Turmas' });
    expect(within(table).getByRole('cell', { name: 'Turma A' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the classes did not load', () => {
    const error = new ApiError(403, 'generic.forbidden', 'Acesso negado.', []);
    renderWithProviders(<Table classes={{ data: undefined, isPending: false, error }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso negado.');
  });
});
