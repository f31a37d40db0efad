import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { NoCurrentClass } from './NoCurrentClass';

describe('NoCurrentClass', () => {
  it('says why the screen is empty and leads to Turmas', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/trilha',
          element: <NoCurrentClass title="Nenhuma turma selecionada." link="Escolher uma turma" />,
        },
        { path: '/turma/listar', element: <p>Turmas</p> },
      ],
      '/trilha',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nenhuma turma selecionada.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Escolher uma turma' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turma/listar'));
  });
});
