import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { ROOMS, routes, stubForumServer } from './forum.testing';

stubForumServer();

describe('forum rooms', () => {
  it('sends /forum to the rooms and links each room to its topics', async () => {
    signInWithClass(6);
    const { router } = renderRoutes(routes, '/forum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/salas'));
    expect(screen.getByRole('heading', { level: 2, name: 'Salas do fórum' })).toBeInTheDocument();
    for (const room of ROOMS)
      expect(await screen.findByRole('link', { name: room.nomSala })).toHaveAttribute(
        'href',
        `/forum/topicos/${room.codFrmSala}`,
      );
  });
});
