import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testSocket } from '../../test/socket';
import { forum, openForum, stubForumServer, topic } from './forum.testing';

vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());

stubForumServer();

describe('forum topics', () => {
  it('lists the room’s topics for the student, without the new-topic form', async () => {
    openForum('/forum/topicos/1', 6);
    expect(await screen.findByRole('heading', { level: 2, name: 'Português' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Dúvida de crase' });
    expect(within(first).getByRole('link', { name: 'Dúvida de crase' })).toHaveAttribute(
      'href',
      '/forum/publicar/11',
    );
    expect(within(first).getByText('Quando usar a crase?')).toBeInTheDocument();
    expect(within(first).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(first).getByText('MS')).toBeInTheDocument();
    expect(within(first).getByText('10/05/2026 14:30')).toBeInTheDocument();
    expect(within(first).getByText('Respostas: 2')).toBeInTheDocument();
    expect(within(first).queryByText('Fechado')).toBeNull();
    const closed = screen.getByRole('article', { name: 'Regras da sala' });
    expect(within(closed).getByText('Fechado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às salas' })).toHaveAttribute('href', '/forum/salas');

    // Deleting is offered only where the server says so.
    expect(within(first).getByRole('button', { name: 'Apagar tópico Dúvida de crase' })).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /^Apagar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo tópico' })).toBeNull();
  });

  it('deletes a topic after the question', async () => {
    const { user } = openForum('/forum/topicos/1', 3);
    await user.click(await screen.findByRole('button', { name: 'Apagar tópico Dúvida de crase' }));
    expect(await screen.findByText('Deseja apagar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(forum.sent).toEqual([{ method: 'DELETE', url: '/api/frm_topico/11', body: null }]),
    );
    expect(await screen.findByText('Apagado.')).toBeInTheDocument();
  });

  it('titles a refused delete "Erro ao apagar"', async () => {
    forum.refuse = { status: 403, body: { message: 'Só o autor ou a direção da escola pode fazer isso.' } };
    const { user } = openForum('/forum/topicos/1', 3);
    await user.click(await screen.findByRole('button', { name: 'Apagar tópico Dúvida de crase' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao apagar')).toBeInTheDocument();
  });

  it('shows the topics others open, change, close and delete without a reload', async () => {
    openForum('/forum/topicos/1', 6);
    await screen.findByRole('article', { name: 'Dúvida de crase' });
    const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    const push = (codFrmTopico: number, codFrmSala: number, change: string) =>
      act(() => testSocket.push('forum:topic', { codFrmTopico, codFrmSala, change }));

    forum.topics[12] = topic(12, { txtTopico: 'Leitura de férias' });
    await push(12, 1, 'opened');
    const opened = await screen.findByRole('article', { name: 'Leitura de férias' });
    expect(within(opened).getByText('Mensagem 12')).toBeInTheDocument();
    expect(titles()).toEqual(['forum-topic-12', 'forum-topic-11', 'forum-topic-10']);

    forum.topics[12] = topic(12, { txtTopico: 'Leituras de férias', indFechado: 'S' });
    await push(12, 1, 'closed');
    const closed = await screen.findByRole('article', { name: 'Leituras de férias' });
    expect(within(closed).getByText('Fechado')).toBeInTheDocument();

    delete forum.topics[11];
    await push(11, 1, 'deleted');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dúvida de crase' })).toBeNull());
    expect(titles()).toEqual(['forum-topic-12', 'forum-topic-10']);
  });

  it('ignores the topics of other rooms', async () => {
    openForum('/forum/topicos/1', 6);
    await screen.findByRole('article', { name: 'Dúvida de crase' });
    const reads = () => forum.api!.calls('GET /frm_topico/topicosDaSala/1').length;
    const before = reads();
    await act(() => testSocket.push('forum:topic', { codFrmTopico: 30, codFrmSala: 2, change: 'opened' }));
    // A reconnection reads the list again: nothing pushed meanwhile is missed.
    await act(() => testSocket.push('connect'));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
