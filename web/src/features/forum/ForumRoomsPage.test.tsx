import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openForum, ROOMS, stubForumServer } from './forum.testing';

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
});
