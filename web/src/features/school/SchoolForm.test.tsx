import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiMock } from '../../test/api';
import { SCHOOL_AZUL } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SchoolForm } from './SchoolForm';

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({ 'PUT /bse_escola/:id': 1 });
});

const SCHOOL = SCHOOL_AZUL;

function render(school?: typeof SCHOOL) {
  const rendered = renderRoutes(
    [
      { path: '/escola/form', element: <SchoolForm school={school} /> },
      { path: '/escola/listar', element: <p>Lista de escolas</p> },
    ],
    '/escola/form',
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('SchoolForm', () => {
  it('keeps only capital letters in the prefix as it is typed', async () => {
    const { user } = render();
    const prefix = screen.getByRole('textbox', { name: /^Prefixo/ });
    await user.type(prefix, 'a1z');
    expect(prefix).toHaveValue('AZ');
  });

  it('shows an edited school with its prefix locked, and saves the name without asking', async () => {
    const { user, router } = render(SCHOOL);
    expect(screen.getByRole('textbox', { name: /^Prefixo/ })).toHaveAttribute('readonly');
    const name = screen.getByRole('textbox', { name: /^Nome/ });
    await user.clear(name);
    await user.type(name, 'Escola Verde');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/escola/listar'));
    expect(api.calls('PUT /bse_escola/:id')[0]).toMatchObject({
      url: '/api/bse_escola/5',
      body: { nomEscola: 'Escola Verde', codBseEndereco: 9, codBseEscola: 5 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
