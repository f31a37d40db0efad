import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerContent } from '@school/modules/teaching/contracts';
import { mockApiWithFiles } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { ContentView } from './ContentView';

type Content = Exclude<PlayerContent, { codTrlTipoConteudo: 3 }>;
const base = { codTrlConteudo: 1, numSequencia: 1 };

beforeEach(() => {
  mockApiWithFiles();
});

const show = (content: Content) => {
  renderWithProviders(<ContentView content={content} />);
  return userEvent.setup();
};

const dialogue: Content = {
  ...base,
  nomTipo: 'Diálogo',
  codTrlTipoConteudo: 4,
  entradas: [
    {
      codTrlPersonagem: 1,
      nomPersonagem: 'Lia',
      imgPersonagem: '/api/files/lia',
      dscTexto: 'Olá! Vamos ver o Sol?',
    },
    { codTrlPersonagem: 2, nomPersonagem: 'Téo', imgPersonagem: '', dscTexto: 'Vamos! Ele é uma estrela.' },
  ],
};

describe('ContentView', () => {
  it('shows a text under its title, its line breaks kept', () => {
    show({
      ...base,
      nomTipo: 'Texto',
      codTrlTipoConteudo: 1,
      dscTitulo: 'O Sol',
      dscTexto: 'Uma estrela.\nA nossa.',
    });
    expect(screen.getByRole('heading', { name: 'O Sol' })).toBeInTheDocument();
    expect(screen.getByText(/Uma estrela\.\s+A nossa\./)).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('shows an image named by its title, or by its type without one', async () => {
    show({ ...base, nomTipo: 'Imagem', codTrlTipoConteudo: 2, dscTitulo: '', dscImagem: '/api/files/sol' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Imagem' })).toHaveAttribute('src', 'blob:image');
  });

  it('tells a dialogue line by line, then offers to start again', async () => {
    const user = show(dialogue);
    expect(screen.getByText('Olá! Vamos ver o Sol?')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Lia' })).toBeInTheDocument();
    expect(screen.queryByText('Vamos! Ele é uma estrela.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima fala' }));
    expect(screen.getByText('Vamos! Ele é uma estrela.')).toBeInTheDocument();
    // Téo has no picture: only his name and speech.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Próxima fala' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver o diálogo de novo' }));
    expect(screen.queryByText('Vamos! Ele é uma estrela.')).not.toBeInTheDocument();
  });

  it('reads each new line of a dialogue out', async () => {
    const user = show(dialogue);
    await user.click(screen.getByRole('button', { name: 'Próxima fala' }));
    const region = screen
      .getByText('Vamos! Ele é uma estrela.')
      .closest('[aria-live="polite"]') as HTMLElement;
    expect(within(region).getByText('Olá! Vamos ver o Sol?')).toBeInTheDocument();
  });

  it('offers no buttons for a one-line dialogue', () => {
    show({ ...dialogue, entradas: dialogue.entradas.slice(0, 1) } as Content);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays a YouTube video in its embedded player, with its description', () => {
    show({
      ...base,
      nomTipo: 'Vídeo',
      codTrlTipoConteudo: 5,
      dscTitulo: 'Eclipse',
      dscDescricao: 'Como a Lua cobre o Sol.',
      dscLink: 'https://youtu.be/abc',
      player: { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abc' },
    });
    expect(screen.getByRole('heading', { name: 'Eclipse' })).toBeInTheDocument();
    expect(screen.getByTitle('Eclipse').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc\?enablejsapi=1&origin=/,
    );
    expect(screen.getByText('Como a Lua cobre o Sol.')).toBeInTheDocument();
    // The way out when a school network blocks the embedded player.
    const link = screen.getByRole('link', { name: 'Abrir o vídeo em uma nova aba' });
    expect(link).toHaveAttribute('href', 'https://youtu.be/abc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens any other video link in a new tab', () => {
    show({
      ...base,
      nomTipo: 'Vídeo',
      codTrlTipoConteudo: 5,
      dscTitulo: '',
      dscDescricao: '',
      dscLink: 'https://videos.escola.test/1',
      player: { kind: 'link', url: 'https://videos.escola.test/1' },
    });
    const link = screen.getByRole('link', { name: 'Abrir o vídeo em uma nova aba' });
    expect(link).toHaveAttribute('href', 'https://videos.escola.test/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a montage under its name when it has no title', async () => {
    show({
      ...base,
      nomTipo: 'Montagem',
      codTrlTipoConteudo: 6,
      dscTitulo: '',
      dscTexto: 'Monte o sistema solar.',
      nomMontagem: 'Planetas',
      imgMontagem: '/api/files/planetas',
    });
    expect(screen.getByRole('heading', { name: 'Planetas' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Planetas' })).toBeInTheDocument();
    expect(screen.getByText('Monte o sistema solar.')).toBeInTheDocument();
  });
});
