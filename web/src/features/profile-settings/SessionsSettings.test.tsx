import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/session';
import { mockApi, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { SessionsSettings } from './SessionsSettings';

let api: ApiMock;

beforeEach(() => {
  signInAs(6, { codBseUsuario: 9 }, 'my-token');
  api = mockApi({ 'POST /auth/logout': { ok: true, everywhere: true } });
});

describe('sessions settings', () => {
  it('signs out everywhere after "Sim": the server ends every token, the session here ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsSettings />);
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    expect(await screen.findByText('Deseja realmente sair de todos os dispositivos?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    const [logout] = api.calls();
    expect(logout!.url).toBe('/api/auth/logout');
    expect(logout!.body).toEqual({ everywhere: true });
    expect(logout!.headers.get('authorization')).toBe('Bearer my-token');
  });

  it('keeps the session after "Não"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsSettings />);
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(sessionStore.get()?.token).toBe('my-token');
    expect(api.calls()).toEqual([]);
  });
});
