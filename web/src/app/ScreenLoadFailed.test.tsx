import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { ChunkTimeoutError } from './chunkTimeout';
import { ScreenLoadFailed } from './ScreenLoadFailed';
import { screenRoutes } from './screens';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * /plataforma as the shell registers it, with its chunk's load replaced, under a root like the
 * app's (its HydrateFallback and ErrorBoundary), beside a /start page that loads.
 */
function openScreen(load: () => Promise<never>, path = '/plataforma') {
  return renderRoutes(
    [
      {
        HydrateFallback: () => <p>carregando</p>,
        ErrorBoundary: ScreenLoadFailed,
        children: [
          { path: '/start', element: <Link to="/plataforma">Abrir a plataforma</Link> },
          ...screenRoutes([{ path: '/plataforma', screen: 'trilha', load }]),
        ],
      },
    ],
    path,
  );
}

describe('ScreenLoadFailed', () => {
  it('shows the load-failure alert and "Recarregar" when a screen’s chunk fails, never a blank page', async () => {
    openScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado ao enviar dados para o servidor');
    expect(alert).not.toHaveTextContent('dynamically');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it('gives up on a chunk after 120 s with the same alert', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen(() => new Promise<never>(() => {}));
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado');
  });

  it('says a timed-out chunk the same way', async () => {
    openScreen(() => Promise.reject(new ChunkTimeoutError(120_000)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Algo deu errado ao enviar dados para o servidor',
    );
  });

  it('shows the alert when the failing screen is opened from another page, not an empty page', async () => {
    openScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), '/start');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Abrir a plataforma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });
});
