import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationPage } from '@school/modules/community/contracts';
import { formatDateTime } from '../../shared/format';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { testSocket } from '../../test/socket';
import { NotificationBell } from './NotificationBell';

vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());

const CREATED = '2026-12-03T13:05:00.000Z';
/** As the list shows the time: dd/mm/yyyy hh:mm, in the browser's zone. */
const AT = formatDateTime(CREATED);
const item = (id: number, tipo: Notification['tipo'], registro: number, lida = false): Notification => ({
  id,
  tipo,
  registro,
  codBseTurma: 7,
  lida,
  criadaEm: CREATED,
});
const page = (itens: Notification[]): NotificationPage => ({
  itens,
  total: itens.length,
  naoLidas: itens.filter((n) => !n.lida).length,
});
const THREE = page([
  item(9, 'gradeAssigned', 40),
  item(8, 'forumReply', 12),
  item(7, 'trailActivated', 3),
  item(5, 'supportAnswered', 2, true),
]);

function open(list: NotificationPage = THREE) {
  signInAs(6);
  const api = mockApi({ 'GET /notificacoes': list, 'POST /notificacoes/lidas': 1 });
  const rendered = renderRoutes(
    [
      { path: '/home', element: <NotificationBell /> },
      { path: '/atividade/visualizar/:id', element: <p>Atividade</p> },
    ],
    '/home',
  );
  return { ...rendered, api, user: userEvent.setup() };
}

describe('NotificationBell', () => {
  it('is named with the unread count and lists the newest, unread ones marked, each a link', async () => {
    const { user } = open();
    const bell = await screen.findByRole('button', { name: 'Notificações, 3 não lidas' });
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notificações' });
    const items = within(panel).getAllByRole('link');
    expect(items.map((i) => i.textContent)).toEqual([
      `Sua resposta foi corrigida (não lida)${AT}`,
      `Nova resposta em um tópico do fórum que você acompanha (não lida)${AT}`,
      `Nova trilha ativada para a sua turma (não lida)${AT}`,
      `Sua solicitação de suporte foi atendida${AT}`,
    ]);
    expect(within(panel).getByRole('button', { name: 'Marcar todas como lidas' })).toBeInTheDocument();
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/atividade/visualizar/40',
      '/forum/publicar/12',
      '/plataforma',
      '/faleConosco/listar',
    ]);
  });

  it('marks a notification read when followed', async () => {
    const { api, user, router } = open();
    await user.click(await screen.findByRole('button', { name: /3 não lidas/ }));
    await user.click(await screen.findByRole('link', { name: /Sua resposta foi corrigida/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atividade/visualizar/40'));
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', url: '/api/notificacoes/lidas', body: { ids: [9] } }]),
    );
  });

  it('marks all read with "Marcar todas como lidas"', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: /3 não lidas/ }));
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: '/api/notificacoes/lidas', body: { todas: true } },
      ]),
    );
  });

  it('opens and closes by keyboard, the focus on its title, then back on the bell', async () => {
    const { user } = open();
    const bell = await screen.findByRole('button', { name: /3 não lidas/ });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Notificações' })).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('follows the server live: a push reads the list again and the count rises', async () => {
    const { api } = open(page([item(7, 'trailActivated', 3)]));
    await screen.findByRole('button', { name: 'Notificações, 1 não lida' });
    api.on({ 'GET /notificacoes': page([item(8, 'activityOpened', 41), item(7, 'trailActivated', 3)]) });
    act(() => testSocket.push('notification:changed', {}));
    expect(await screen.findByRole('button', { name: 'Notificações, 2 não lidas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Notificações, 2 não lidas');
  });

  it('says when there is nothing, without a count', async () => {
    const { user } = open(page([]));
    await user.click(await screen.findByRole('button', { name: 'Notificações' }));
    const panel = await screen.findByRole('region', { name: 'Notificações' });
    expect(panel).toHaveTextContent('Nenhuma notificação nos últimos 90 dias.');
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument();
  });
});
