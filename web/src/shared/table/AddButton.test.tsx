import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { AddButton } from './AddButton';

describe('AddButton', () => {
  it('links to the new record’s form, or runs its action', async () => {
    const open = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <AddButton to="/escola/novo">Nova escola</AddButton>
              <AddButton onClick={open}>Novo evento</AddButton>
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Nova escola' })).toHaveAttribute('href', '/escola/novo');
    await userEvent.click(screen.getByRole('button', { name: 'Novo evento' }));
    expect(open).toHaveBeenCalledOnce();
  });
});
