import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoggedUser } from '@school/modules/identity/contracts';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { SessionsSettings } from './SessionsSettings';

beforeEach(() => {
  sessionStore.start('my-token', { codBseUsuario: 9 } as LoggedUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { ok: true, everywhere: true })),
  );
});

describe('sessions settings', () => {
  it('signs out everywhere after "Sim": the server ends every token, the session here ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsSettings />);
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    expect(await screen.findByText('Deseja realmente sair de todos os dispositivos?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(JSON.parse(String(init.body))).toEqual({ everywhere: true });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer my-token');
  });

  it('keeps the session after "Não"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsSettings />);
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(sessionStore.get()?.token).toBe('my-token');
    expect(fetch).not.toHaveBeenCalled();
  });
});
