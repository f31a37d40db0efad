import { IconPencil, IconTrash } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { RowAction, RowActions } from './RowActions';

describe('RowActions', () => {
  it('renders a link action and a button action, each named by its label', async () => {
    const remove = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RowActions>
              <RowAction label="Alterar Norte" tooltip="Alterar" icon={IconPencil} to="/escola/alterar/2" />
              <RowAction label="Excluir Norte" icon={IconTrash} color="red" onClick={remove} />
            </RowActions>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Alterar Norte' })).toHaveAttribute(
      'href',
      '/escola/alterar/2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Norte' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('shows the tooltip, the label by default', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RowAction label="Excluir Norte" icon={IconTrash} onClick={() => undefined} />,
        },
      ],
      '/',
    );
    await userEvent.hover(await screen.findByRole('button', { name: 'Excluir Norte' }));
    expect(await screen.findByText('Excluir Norte')).toBeInTheDocument();
  });
});
