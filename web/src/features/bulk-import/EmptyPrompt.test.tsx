import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REQUIRED_USER_CSV_COLUMNS, USER_CSV_COLUMNS } from '@school/modules/identity/contracts';
import { mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { EmptyPrompt } from './EmptyPrompt';

const TEMPLATE = 'GET /bse_usuario/criarUsuariosEmMassa/modelo-usuarios.csv';

describe('EmptyPrompt', () => {
  it('asks for the file and lists its columns, the required ones marked', () => {
    mockApi();
    renderWithProviders(<EmptyPrompt />);
    expect(screen.getByText('Carregue um registro .CSV formatado.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([...USER_CSV_COLUMNS]);
    const marked = items.filter((item) => item.textContent?.includes('obrigatória'));
    expect(marked).toHaveLength(REQUIRED_USER_CSV_COLUMNS.length);
  });

  it('downloads the template, modelo-usuarios.csv, with the bearer token', async () => {
    const api = mockApi({
      [TEMPLATE]: () =>
        new Response('nomUsuario;codBsePerfil\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    });
    signInAs(4);
    URL.createObjectURL = vi.fn(() => 'blob:modelo');
    URL.revokeObjectURL = vi.fn();
    let saved = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    renderWithProviders(<EmptyPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar modelo' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved).toBe('modelo-usuarios.csv');
    const [call] = api.calls(TEMPLATE);
    expect(call!.url).toBe('/api/bse_usuario/criarUsuariosEmMassa/modelo-usuarios.csv');
    expect(call!.headers.get('authorization')).toBe('Bearer token');
  });
});
