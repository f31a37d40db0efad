import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportRequest } from '@school/modules/support/contracts';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { testSocket } from '../../test/socket';
import { SupportDeskPage } from './SupportDeskPage';
import { loadFailure } from '../../test/ui';

const socket = testSocket;
vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());

const request = (id: number, name: string, pagina = 'acesso'): SupportRequest => ({
  codBseSuporte: id,
  name,
  email: `${name.toLowerCase().split(' ')[0]}@escola.com.br`,
  pagina,
  desc: `Problema de ${name}`,
  codBseUsuario: 10 + id,
  codBseEscola: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
});

let list: SupportRequest[];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  list = [
    request(2, 'Bia Costa', 'forum'),
    request(1, 'Caio Reis', 'inexistente'),
    request(0, 'Legado Antigo'),
  ];
  api = mockApi({ 'GET /bse_suporte': () => list, 'DELETE /bse_suporte/:id': 1 });
});

const table = () => screen.getByRole('table', { name: 'Solicitações de suporte' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('support desk', () => {
  it('lists ID, Nome, Pagina (the subject’s label), Descrição, Contato; row 0 has no delete', async () => {
    renderWithProviders(<SupportDeskPage />);
    await screen.findByText('Bia Costa');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Nome', 'Pagina', 'Descrição', 'Contato', 'Ações']);
    expect(screen.getByText('Fórum')).toBeInTheDocument();
    expect(screen.getByText('inexistente')).toBeInTheDocument();
    expect(screen.getByText('bia@escola.com.br')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apagar a solicitação 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apagar a solicitação 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar a solicitação 0' })).not.toBeInTheDocument();
  });

  it('puts a pushed request on top and takes a deleted one out, without reading the list again', async () => {
    renderWithProviders(<SupportDeskPage />);
    await screen.findByText('Bia Costa');
    const reads = api.calls().length;
    act(() => socket.push('support:new', request(3, 'Davi Lima', 'chat')));
    await waitFor(() => expect(rows()).toEqual(['3', '2', '1', '0']));
    expect(screen.getByText('Chat')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nova solicitação de Davi Lima.');
    act(() => socket.push('support:deleted', { codBseSuporte: 2 }));
    await waitFor(() => expect(rows()).toEqual(['3', '1', '0']));
    expect(api.calls()).toHaveLength(reads);
  });

  it('reads the list again when the socket (re)connects', async () => {
    renderWithProviders(<SupportDeskPage />);
    await screen.findByText('Bia Costa');
    list = [request(5, 'Eva Nunes'), ...list];
    act(() => socket.push('connect'));
    expect(await screen.findByText('Eva Nunes')).toBeInTheDocument();
  });

  it('deletes a request after "Deseja realmente apagar esta solicitação?"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportDeskPage />);
    await user.click(await screen.findByRole('button', { name: 'Apagar a solicitação 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja realmente apagar esta solicitação?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Solicitação apagada.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/bse_suporte/1' }]);
    await waitFor(() => expect(rows()).toEqual(['2', '0']));
  });

  it('says why the requests did not load, with "Recarregar" and no empty table', async () => {
    api.on({ 'GET /bse_suporte': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    renderWithProviders(<SupportDeskPage />);
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_suporte': () => list });
    await userEvent.setup().click(reload);
    expect(await screen.findByText('Bia Costa')).toBeInTheDocument();
  });
});
