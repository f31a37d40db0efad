import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { SupportFormPage, SupportIndex } from './SupportFormPage';

const routes = [
  { path: '/faleConosco', element: <SupportIndex /> },
  { path: '/faleConosco/listar', element: <SupportFormPage /> },
];

describe('SupportFormPage', () => {
  it('sends /faleConosco to the form', async () => {
    signInAs(6, { nomUsuario: 'Aluno Demonstração' });
    const { router } = renderRoutes(routes, '/faleConosco');
    await waitFor(() => expect(router.state.location.pathname).toBe('/faleConosco/listar'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the form "Fale conosco" with the sender’s name', () => {
    signInAs(6, { nomUsuario: 'Aluno Demonstração' });
    renderRoutes(routes, '/faleConosco/listar');
    expect(screen.getByRole('form', { name: 'Fale conosco' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Aluno Demonstração');
  });
});
