import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerContent } from '@school/modules/teaching/contracts';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { embedWithApi, VideoView } from './VideoView';

type Video = Extract<PlayerContent, { codTrlTipoConteudo: 5 }>;
const youtube: Video = {
  codTrlConteudo: 1,
  numSequencia: 1,
  nomTipo: 'Vídeo',
  codTrlTipoConteudo: 5,
  dscTitulo: 'Eclipse',
  dscDescricao: '',
  dscLink: 'https://youtu.be/abc',
  player: { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abc' },
};
/** Short waits, so a test sees the failure without sitting through the real ones. */
const WAIT = { afterLoadMs: 30, totalMs: 5000 };

const show = (content: Video = youtube) => {
  renderWithProviders(<VideoView content={content} wait={WAIT} />);
  return screen.getByTitle(content.dscTitulo || content.nomTipo);
};
const fromPlayer = (origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: '{"event":"onReady"}' }));
  });

describe('a video that cannot load (a school network blocking the player)', () => {
  it('asks the players’ iframe APIs to answer', () => {
    expect(embedWithApi(youtube.player as never, 'https://escola.test')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?enablejsapi=1&origin=https%3A%2F%2Fescola.test',
    );
    expect(
      embedWithApi(
        { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/7?dnt=1' },
        'https://escola.test',
      ),
    ).toBe('https://player.vimeo.com/video/7?dnt=1&api=1');
  });

  it('says so in words, with the link to open it, when the loaded frame holds no player', async () => {
    const frame = show();
    fireEvent.load(frame);
    expect(await screen.findByText('Não foi possível carregar o vídeo.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Abrir o vídeo em outra aba' });
    expect(link).toHaveAttribute('href', 'https://youtu.be/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(frame).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível carregar o vídeo.');
    // The player answering late brings it back.
    fromPlayer('https://www.youtube-nocookie.com');
    expect(frame).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar o vídeo.')).not.toBeInTheDocument();
    await setLanguage('en');
    expect(await screen.findByRole('link', { name: 'Open the video in a new tab' })).toBeInTheDocument();
  });

  it('keeps the player once it answered, and ignores messages from other origins', () => {
    vi.useFakeTimers();
    const frame = show();
    fromPlayer('https://elsewhere.test');
    fromPlayer('https://www.youtube-nocookie.com');
    fireEvent.load(frame);
    // Past every wait, nothing changed: the player is there.
    act(() => void vi.advanceTimersByTime(WAIT.totalMs * 2));
    expect(frame).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar o vídeo.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o vídeo em uma nova aba' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('fails a frame that never loads, after the total wait', async () => {
    renderWithProviders(<VideoView content={youtube} wait={{ afterLoadMs: 5000, totalMs: 30 }} />);
    expect(await screen.findByText('Não foi possível carregar o vídeo.')).toBeInTheDocument();
  });
});

describe('a video while the device is offline', () => {
  it('says it needs internet instead of a player that cannot load, and plays once back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<VideoView content={youtube} wait={WAIT} />);
    expect(screen.getByText('Este vídeo precisa de internet.')).toBeInTheDocument();
    expect(screen.queryByTitle('Eclipse')).toBeNull();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTitle('Eclipse')).toBeInTheDocument();
    expect(screen.queryByText('Este vídeo precisa de internet.')).toBeNull();
  });
});
