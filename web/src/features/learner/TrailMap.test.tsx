import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PlayerChapter, type PlayerContent, trailProgress } from '@school/modules/teaching/contracts';
import { renderWithProviders } from '../../test/render';
import { SAMPLE_GAMES } from '../../shared/games/games.testing';
import { PlayerMap } from './PlayerMap';
import { TrailMap } from './TrailMap';

const text = (codTrlConteudo: number, dscTitulo: string): PlayerContent => ({
  codTrlConteudo,
  numSequencia: codTrlConteudo,
  nomTipo: 'Texto',
  codTrlTipoConteudo: 1,
  dscTitulo,
  dscTexto: '…',
});
const quiz = (codTrlConteudo: number): PlayerContent => ({
  codTrlConteudo,
  numSequencia: codTrlConteudo,
  nomTipo: 'Jogo',
  codTrlTipoConteudo: 3,
  codTrlJogo: 6,
  nomJogo: `Quiz ${codTrlConteudo}`,
  dscTitulo: `Quiz ${codTrlConteudo}`,
  dscConteudoJogo: '',
  jogo: SAMPLE_GAMES[6],
});
const chapter = (codTrlCapitulo: number, dscTitulo: string, conteudos: PlayerContent[]): PlayerChapter => ({
  codTrlCapitulo,
  dscTitulo,
  aulas: [
    { codTrlAula: codTrlCapitulo * 10, dscTitulo: `Aula de ${dscTitulo}`, dscDescricao: '', conteudos },
  ],
});
const CHAPTERS = [
  chapter(1, 'A água', [text(1, 'O rio'), quiz(2), quiz(3), quiz(4)]),
  chapter(2, 'O ar', [text(5, 'O vento')]),
];
const PROGRESS = trailProgress(CHAPTERS, {
  vistos: [1, 2, 3],
  concluidos: [],
  jogos: [
    { codTrlConteudo: 2, vencido: true },
    { codTrlConteudo: 3, vencido: false },
  ],
});

describe('the trail’s map', () => {
  it('names each content’s state in words, marks the current one, and picks one by the keyboard', async () => {
    const onPick = vi.fn();
    renderWithProviders(<TrailMap chapters={CHAPTERS} progress={PROGRESS} current={3} onPick={onPick} />);
    const map = screen.getByRole('navigation', { name: 'Mapa da trilha' });
    const item = (name: RegExp) => within(map).getByRole('button', { name });
    expect(item(/O rio/)).toHaveTextContent('Visto');
    expect(item(/Quiz 2/)).toHaveTextContent('Jogo vencido');
    expect(item(/Quiz 3/)).toHaveTextContent('Jogado, não vencido · você está aqui');
    expect(item(/Quiz 3/)).toHaveAttribute('aria-current', 'step');
    expect(item(/Quiz 4/)).toHaveTextContent('Não visto');
    expect(item(/O vento/)).not.toHaveAttribute('aria-current');
    expect(within(map).getByRole('heading', { name: 'A água' })).toBeInTheDocument();
    expect(within(map).getByText('3 de 4 feitos')).toBeInTheDocument();
    expect(within(map).getByRole('list', { name: 'Aula de O ar' })).toBeInTheDocument();
    const user = userEvent.setup();
    item(/O vento/).focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(5);
  });

  it('says a game opened but not played, and a chapter complete', () => {
    const progress = trailProgress(CHAPTERS, { vistos: [4, 5], concluidos: [2], jogos: [] });
    renderWithProviders(<TrailMap chapters={CHAPTERS} progress={progress} current={1} onPick={() => {}} />);
    expect(screen.getByRole('button', { name: /Quiz 4/ })).toHaveTextContent('Visto, não jogado');
    const ar = screen.getByRole('region', { name: 'O ar' });
    expect(within(ar).getByText('Concluído')).toBeInTheDocument();
  });

  it('stands beside the player on a wide screen, with no drawer button', () => {
    const narrow = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...narrow(query),
      matches: query.includes('min-width'),
    }));
    renderWithProviders(
      <PlayerMap chapters={CHAPTERS} progress={PROGRESS} current={1} onPick={() => {}}>
        <p>o player</p>
      </PlayerMap>,
    );
    expect(screen.getByRole('navigation', { name: 'Mapa da trilha' })).toBeInTheDocument();
    expect(screen.getByText('o player')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mapa da trilha' })).not.toBeInTheDocument();
  });

  it('keeps the player as it was when the width crosses from a phone to a wide screen (no remount)', async () => {
    const listeners = new Set<(event: { matches: boolean }) => void>();
    let wide = false;
    const narrow = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          ...narrow(query),
          get matches() {
            return wide;
          },
          addEventListener: (_: string, l: (event: { matches: boolean }) => void) => listeners.add(l),
          removeEventListener: (_: string, l: (event: { matches: boolean }) => void) => listeners.delete(l),
        }) as unknown as MediaQueryList,
    );
    function Counter() {
      const [n, setN] = useState(0);
      return <button onClick={() => setN((x) => x + 1)}>{`Jogadas: ${n}`}</button>;
    }
    renderWithProviders(
      <PlayerMap chapters={CHAPTERS} progress={PROGRESS} current={1} onPick={() => {}}>
        <Counter />
      </PlayerMap>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Jogadas: 0' }));
    expect(screen.getByRole('button', { name: 'Mapa da trilha' })).toBeInTheDocument();
    act(() => {
      wide = true;
      for (const l of listeners) l({ matches: true });
    });
    expect(screen.getByRole('navigation', { name: 'Mapa da trilha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jogadas: 1' })).toBeInTheDocument();
  });
});
