import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forum, openForum, post, stubForumServer } from './forum.testing';

/** The user's socket, as the pages see it: handlers by event, and a way to push one. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  return {
    handlers,
    on(event: string, handler: (payload?: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: (payload?: unknown) => void) {
      handlers.get(event)?.delete(handler);
    },
    push(event: string, payload?: unknown) {
      handlers.get(event)?.forEach((handler) => handler(payload));
    },
  };
});
vi.mock('../../shared/realtime', async () => ({
  ...(await vi.importActual('../../shared/realtime/listen')),
  userSocket: () => socket,
}));

stubForumServer();

describe('forum posts', () => {
  it('shows the topic and its replies as plain text, deletable only where allowed', async () => {
    const { container } = openForum('/forum/publicar/11', 6);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dúvida de crase' })).toBeInTheDocument();
    expect(screen.getByText('Quando usar a crase?')).toBeInTheDocument();
    expect(await screen.findByText('<b>oi</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getAllByText('11/05/2026 09:05')).toHaveLength(2);
    const replies = screen.getAllByRole('article').slice(1);
    expect(replies.map((r) => r.textContent)).toEqual([
      expect.stringContaining('<b>oi</b>'),
      expect.stringContaining('Obrigada!'),
    ]);
    expect(screen.getByRole('button', { name: 'Apagar resposta de Maria Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar resposta de João Lima' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar aos tópicos' })).toHaveAttribute(
      'href',
      '/forum/topicos/1',
    );
  });

  it('hides the reply form of a closed topic', async () => {
    openForum('/forum/publicar/10', 1, 1);
    expect(await screen.findByText('Este tópico está fechado.')).toBeInTheDocument();
    expect(screen.getByText('Fechado')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Sua resposta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fechar tópico' })).toBeNull();
  });

  it('closes the topic with its title and message after the question', async () => {
    const { user } = openForum('/forum/publicar/11', 3);
    await user.click(await screen.findByRole('button', { name: 'Fechar tópico' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(forum.sent).toEqual([
        {
          method: 'PUT',
          url: '/api/frm_topico/11',
          body: { txtTopico: 'Dúvida de crase', dscTopico: 'Quando usar a crase?', indFechado: 'S' },
        },
      ]),
    );
  });

  it('deletes a reply after the question', async () => {
    const { user } = openForum('/forum/publicar/11', 6);
    await user.click(await screen.findByRole('button', { name: 'Apagar resposta de Maria Souza' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(forum.sent).toEqual([{ method: 'DELETE', url: '/api/frm_postagem/102', body: null }]),
    );
  });

  it('shows a reply another user sent without reloading, and stops listening on leaving', async () => {
    const { unmount } = openForum('/forum/publicar/11', 6);
    await screen.findByText('Obrigada!');
    forum.posts = [...forum.posts, post(103, { txtPostagem: 'Chegou agora', nomUsuario: 'Ana Reis' })];
    act(() => socket.push('forum:post', { codFrmTopico: 99, codFrmPostagem: 500 }));
    act(() => socket.push('forum:post', { codFrmTopico: 11, codFrmPostagem: 103 }));
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    unmount();
    expect(socket.handlers.get('forum:post')?.size ?? 0).toBe(0);
  });

  it('closes the reply form when a moderator closes the topic elsewhere', async () => {
    const { unmount } = openForum('/forum/publicar/11', 6);
    expect(await screen.findByRole('textbox', { name: /Sua resposta/ })).toBeInTheDocument();
    forum.topics[11] = { ...forum.topics[11]!, indFechado: 'S' };
    act(() => socket.push('forum:topic', { codFrmTopico: 11, codFrmSala: 1, change: 'closed' }));
    expect(await screen.findByText('Este tópico está fechado.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Sua resposta/ })).toBeNull();
    unmount();
    expect(socket.handlers.get('forum:topic')?.size ?? 0).toBe(0);
  });
});
