import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forum, openForum, ROOMS, stubForumServer } from './forum.testing';

stubForumServer();

describe('forum rooms', () => {
  it('sends /forum to the rooms and links each room to its topics', async () => {
    const { router } = openForum('/forum', 6);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/salas'));
    expect(screen.getByRole('heading', { level: 2, name: 'Salas do fórum' })).toBeInTheDocument();
    for (const room of ROOMS)
      expect(await screen.findByRole('link', { name: room.nomSala })).toHaveAttribute(
        'href',
        `/forum/topicos/${room.codFrmSala}`,
      );
  });

  it('shows each room’s topic count and its latest topic or reply, when and by whom', async () => {
    forum.api!.on({
      'GET /frm_sala': ROOMS.map((room) => ({
        ...room,
        quantidadeTopicos: room.codFrmSala === 1 ? 3 : 0,
        datUltimaAtividade: room.codFrmSala === 1 ? '2026-05-11T12:05:00Z' : null,
        nomUsuarioUltimaAtividade: room.codFrmSala === 1 ? 'Maria Souza' : null,
      })),
    });
    openForum('/forum/salas', 5);
    const portugues = await screen.findByRole('region', { name: 'Português' });
    await waitFor(() => expect(portugues).toHaveTextContent('Tópicos: 3'));
    expect(portugues).toHaveTextContent(/Última atividade: 11\/05\/2026,? \d\d:05, por Maria Souza/);
    const artes = screen.getByRole('region', { name: 'Artes' });
    expect(artes).toHaveTextContent('Tópicos: 0');
    expect(artes).toHaveTextContent('Nenhum tópico ainda.');
  });
});
