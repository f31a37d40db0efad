import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/api';
import { demoClass } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { loadFailure } from '../../test/ui';
import { StaffClassList } from './StaffClassList';

beforeEach(() => {
  notifications.clean();
  mockApi({ 'GET /bse_turma': [demoClass(12, '6º ano A')] });
});

function render(profile: number) {
  const rendered = renderRoutes(
    [
      { path: '/turma/listar', element: <StaffClassList profile={profile} /> },
      { path: '/turma/alterar/:id', element: <p>Alterar turma</p> },
    ],
    '/turma/listar',
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('StaffClassList', () => {
  it('gives a Coordenador create and edit but not delete', async () => {
    render(4);
    const table = await screen.findByRole('table', { name: 'Turmas cadastradas' });
    await within(table).findByText('6º ano A');
    expect(screen.getByRole('link', { name: 'Adicionar turma' })).toHaveAttribute('href', '/turma/novo');
    expect(screen.getByRole('button', { name: 'Alterar a turma 6º ano A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deletar a turma 6º ano A' })).not.toBeInTheDocument();
  });

  it('opens a class for editing', async () => {
    const { user, router } = render(3);
    await user.click(await screen.findByRole('button', { name: 'Alterar a turma 6º ano A' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turma/alterar/12'));
  });

  it('shows the server\'s refusal when the list does not load, with "Recarregar" and no empty table', async () => {
    const api = mockApi({ 'GET /bse_turma': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    const { user } = render(3);
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_turma': [demoClass(12, '6º ano A')] });
    await user.click(reload);
    expect(await screen.findByRole('cell', { name: '6º ano A' })).toBeInTheDocument();
  });
});
