import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toQuestions } from '@school/modules/content/contracts';
import { renderWithProviders } from '../../../test/render';
import { CompleteSentenceGame } from './CompleteSentenceGame';
import { SAMPLE_GAMES } from './games.testing';
import { HangmanGame } from './HangmanGame';
import { GamePlayer } from './GamePlayer';
import { ImageGroupsGame } from './ImageGroupsGame';
import { ImageQuizGame } from './ImageQuizGame';
import { MatchingImagesGame } from './MatchingImagesGame';
import { checkpointsOn, type Direction, generateMaze, longestPath } from './maze';
import { MazeGame } from './MazeGame';
import { MemoryGame } from './MemoryGame';
import { PuzzleGame } from './PuzzleGame';
import { QuizGame } from './QuizGame';
import { TrueOrFalseGame } from './TrueOrFalseGame';

/** A fixed "random": every shuffle is the same rotation. */
const fixed = () => 0;

describe('the playable games', () => {
  it('hangman: won by the keyboard alone (accents ignored), lost after six wrong letters', async () => {
    const onFinish = vi.fn();
    const { unmount } = renderWithProviders(
      <HangmanGame game={{ codTrlJogo: 1, question: 'Fruta', answer: 'Maçã' }} onFinish={onFinish} />,
    );
    for (const key of ['m', 'a', 'c']) fireEvent.keyDown(window, { key });
    expect(onFinish).toHaveBeenCalledWith({ won: true, score: 1, answers: ['M', 'A', 'C'] });
    expect(screen.getByTestId('hangman-word')).toHaveTextContent('Maçã');
    unmount();
    const lost = vi.fn();
    renderWithProviders(<HangmanGame game={SAMPLE_GAMES[1]} onFinish={lost} />);
    const user = userEvent.setup();
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ won: false, score: 0 }));
    expect(screen.getByRole('button', { name: 'Letra G' })).toBeDisabled();
  });

  it('quiz and image quiz: the right answer wins, another loses', async () => {
    const user = userEvent.setup();
    const won = vi.fn();
    const { unmount } = renderWithProviders(
      <QuizGame game={SAMPLE_GAMES[6]} onFinish={won} random={fixed} />,
    );
    await user.click(screen.getByRole('button', { name: 'Júpiter' }));
    expect(won).toHaveBeenCalledWith({ won: true, score: 1, answers: ['Júpiter'] });
    expect(screen.getByText('Correto!')).toBeInTheDocument();
    unmount();
    const lost = vi.fn();
    renderWithProviders(<ImageQuizGame game={SAMPLE_GAMES[10]} onFinish={lost} random={fixed} />);
    const images = screen.getAllByRole('button', { name: /^Imagem/ });
    // Keyboard: Tab to the first image, Enter.
    images[0]!.focus();
    await user.keyboard('{Enter}');
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ won: false, score: 0 }));
  });

  it('true or false: one statement at a time; all right wins, a wrong one loses', async () => {
    const user = userEvent.setup();
    const won = vi.fn();
    const { unmount } = renderWithProviders(<TrueOrFalseGame game={SAMPLE_GAMES[7]} onFinish={won} />);
    await user.click(screen.getByRole('button', { name: 'Verdadeiro' }));
    await user.click(screen.getByRole('button', { name: 'Próxima pergunta' }));
    await user.click(screen.getByRole('button', { name: 'Falso' }));
    expect(won).toHaveBeenCalledWith({ won: true, score: 1, answers: ['S', 'N'] });
    unmount();
    const lost = vi.fn();
    renderWithProviders(<TrueOrFalseGame game={SAMPLE_GAMES[7]} onFinish={lost} />);
    await user.click(screen.getByRole('button', { name: 'Falso' }));
    expect(screen.getByText('Errado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima pergunta' }));
    await user.click(screen.getByRole('button', { name: 'Falso' }));
    expect(lost).toHaveBeenCalledWith({ won: false, score: 0.5, answers: ['N', 'N'] });
  });

  it('complete the sentence: blanks filled from the bank, then checked', async () => {
    const user = userEvent.setup();
    const won = vi.fn();
    const { unmount } = renderWithProviders(
      <CompleteSentenceGame game={SAMPLE_GAMES[9]} onFinish={won} random={fixed} />,
    );
    await user.click(screen.getByRole('button', { name: 'Amazonas' }));
    await user.click(screen.getByRole('button', { name: 'rio' }));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(won).toHaveBeenCalledWith({ won: true, score: 1, answers: ['Amazonas', 'rio'] });
    unmount();
    const lost = vi.fn();
    renderWithProviders(<CompleteSentenceGame game={SAMPLE_GAMES[9]} onFinish={lost} random={fixed} />);
    await user.click(screen.getByRole('button', { name: 'mar' }));
    await user.click(screen.getByRole('button', { name: 'rio' }));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(lost).toHaveBeenCalledWith({ won: false, score: 0.5, answers: ['mar', 'rio'] });
    expect(screen.getByText('Palavras certas: Amazonas, rio')).toBeInTheDocument();
  });

  it('memory: every pair found wins; too many mismatches lose', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const won = vi.fn();
    const game = { codTrlJogo: 2 as const, images: SAMPLE_GAMES[2].images.slice(0, 4) };
    const { unmount } = renderWithProviders(<MemoryGame game={game} onFinish={won} random={Math.random} />);
    const cards = () => screen.getAllByRole('button', { name: /^Carta/ });
    // Reveal which card holds which image by turning pairs and reading their labels.
    const imageOf = async (i: number) => {
      await user.click(cards()[i]!);
      return cards()[i]!.getAttribute('aria-label')!;
    };
    const labels: string[] = [];
    for (let i = 0; i < 8; i += 2) {
      labels[i] = await imageOf(i);
      labels[i + 1] = await imageOf(i + 1);
      act(() => void vi.advanceTimersByTime(1000));
    }
    const byImage = new Map<string, number[]>();
    labels.forEach((l, i) => {
      const key = l.replace(/^Carta \d+: /, '');
      if (key === 'par encontrado') return;
      byImage.set(key, [...(byImage.get(key) ?? []), i]);
    });
    for (const [a, b] of byImage.values()) {
      await user.click(cards()[a!]!);
      await user.click(cards()[b!]!);
    }
    expect(won).toHaveBeenCalledWith(expect.objectContaining({ won: true, score: 1 }));
    unmount();
    const lost = vi.fn();
    renderWithProviders(<MemoryGame game={game} onFinish={lost} random={fixed} />);
    // Turn a face-down card, then one showing another image once turned: a mismatch each time.
    const down = () => cards().filter((c) => /virada para baixo/.test(c.getAttribute('aria-label')!));
    const image = (c: HTMLElement) => c.getAttribute('aria-label')!.replace(/^Carta \d+: /, '');
    for (let n = 0; n < 9 && !lost.mock.calls.length; n++) {
      const [first, ...others] = down();
      await user.click(first!);
      const seen = image(first!);
      for (const other of others) {
        await user.click(other);
        if (image(other) !== seen) break;
      }
      act(() => void vi.advanceTimersByTime(1000));
    }
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ won: false }));
    vi.useRealTimers();
  });

  it('puzzle: solved by swaps (arrows and Enter) wins; 20 swaps unsolved lose', async () => {
    const user = userEvent.setup();
    const won = vi.fn();
    const { unmount } = renderWithProviders(
      <PuzzleGame game={SAMPLE_GAMES[5]} onFinish={won} random={fixed} />,
    );
    const tiles = () => screen.getAllByRole('button', { name: /^Peça/ });
    // Solve: for each place, bring the right piece there.
    for (let place = 0; place < 9 && !won.mock.calls.length; place++) {
      const at = tiles().findIndex((t) => t.getAttribute('aria-label')!.startsWith(`Peça ${place + 1},`));
      if (at === place) continue;
      tiles()[place]!.focus();
      await user.keyboard('{Enter}');
      tiles()[at]!.focus();
      await user.keyboard('{Enter}');
    }
    expect(won).toHaveBeenCalledWith(expect.objectContaining({ won: true, score: 1 }));
    unmount();
    const lost = vi.fn();
    renderWithProviders(<PuzzleGame game={SAMPLE_GAMES[5]} onFinish={lost} random={fixed} />);
    for (let n = 0; n < 20; n++) {
      await user.click(tiles()[0]!);
      await user.click(tiles()[1]!);
    }
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ won: false }));
  });

  it('image groups: every image in its group wins; a misplaced one loses', async () => {
    const user = userEvent.setup();
    const play = async (wrong: boolean) => {
      const onFinish = vi.fn();
      const { unmount } = renderWithProviders(
        <ImageGroupsGame game={SAMPLE_GAMES[8]} onFinish={onFinish} random={fixed} />,
      );
      // Group 1 is images 1-2, group 2 is 3-4; the pool holds images 2 and 4.
      const pool = screen.getByText('Imagens para separar').parentElement!;
      const piece = (src: string) =>
        within(pool)
          .getAllByRole('button')
          .find((b) => b.querySelector('img')?.getAttribute('src') === src)!;
      await user.click(piece('https://images.test/2.jpg'));
      await user.click(
        screen.getByRole('button', { name: wrong ? 'Colocar no grupo 2' : 'Colocar no grupo 1' }),
      );
      await user.click(piece('https://images.test/4.jpg'));
      await user.click(screen.getByRole('button', { name: 'Colocar no grupo 2' }));
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      unmount();
      return onFinish.mock.calls[0]![0] as { won: boolean; score: number };
    };
    expect(await play(false)).toMatchObject({ won: true, score: 1 });
    expect(await play(true)).toMatchObject({ won: false, score: 0.5 });
  });

  it('connect the dots: every link right wins; a wrong link loses', async () => {
    const user = userEvent.setup();
    const play = async (wrong: boolean) => {
      const onFinish = vi.fn();
      const { unmount } = renderWithProviders(
        <MatchingImagesGame game={SAMPLE_GAMES[4]} onFinish={onFinish} random={fixed} />,
      );
      const rights = screen.getAllByRole('button', { name: /da direita/ });
      const partner = (l: number) =>
        rights.findIndex((b) => b.querySelector('img')?.getAttribute('src') === SAMPLE_GAMES[4].group2[l]);
      const order = wrong ? [1, 0, 2] : [0, 1, 2];
      for (let l = 0; l < 3; l++) {
        await user.click(screen.getByRole('button', { name: new RegExp(`^Imagem ${l + 1} da esquerda`) }));
        await user.click(rights[partner(order[l]!)]!);
      }
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      unmount();
      return onFinish.mock.calls[0]![0] as { won: boolean; score: number };
    };
    expect(await play(false)).toMatchObject({ won: true, score: 1 });
    expect(await play(true)).toMatchObject({ won: false });
  });

  it('maze: walked with the arrow keys to four points, each answered; three wrong answers lose', async () => {
    const seeded = () => {
      let x = 7;
      return () => ((x = (x * 16807) % 2147483647) - 1) / 2147483646;
    };
    const maze = generateMaze(7, seeded());
    const path = longestPath(maze, 0);
    const points = checkpointsOn(path);
    const key = (from: number, to: number): Direction =>
      to === from - 7 ? 'up' : to === from + 7 ? 'down' : to === from - 1 ? 'left' : 'right';
    const arrow = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
    const user = userEvent.setup();
    const won = vi.fn();
    const { unmount } = renderWithProviders(
      <MazeGame game={SAMPLE_GAMES[3]} onFinish={won} random={seeded()} />,
    );
    const pickImage = async (n: number) => {
      const button = screen
        .getAllByRole('button', { name: /^Imagem/ })
        .find((b) => b.querySelector('img')?.getAttribute('src') === SAMPLE_GAMES[3].images[n])!;
      await user.click(button);
    };
    for (let i = 1; i < path.length; i++) {
      fireEvent.keyDown(window, { key: arrow[key(path[i - 1]!, path[i]!)] });
      const point = points.indexOf(path[i]!);
      if (point >= 0) {
        expect(
          screen.getByText(`Dica do ponto ${point + 1}: ${SAMPLE_GAMES[3].hints[point]}`),
        ).toBeInTheDocument();
        await pickImage(point);
      }
    }
    expect(won).toHaveBeenCalledWith(expect.objectContaining({ won: true, score: 1 }));
    unmount();
    const lost = vi.fn();
    renderWithProviders(<MazeGame game={SAMPLE_GAMES[3]} onFinish={lost} random={seeded()} />);
    for (let i = 1; i < path.length && path[i - 1] !== points[0]; i++)
      await user.click(
        screen.getByRole('button', {
          name: { up: 'Subir', down: 'Descer', left: 'Esquerda', right: 'Direita' }[
            key(path[i - 1]!, path[i]!)
          ],
        }),
      );
    for (let n = 0; n < 3; n++) await pickImage(1);
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ won: false, score: 0 }));
  });

  it('a round keeps its shuffled order while the frame re-renders: the answer clicked is the one marked', async () => {
    const user = userEvent.setup();
    const game = toQuestions(SAMPLE_GAMES[6]);
    const order = () => screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    const { rerender } = renderWithProviders(
      <GamePlayer nomJogo="Planetas" dscConteudoJogo="" game={game} onRound={vi.fn()} />,
    );
    const before = order();
    // The player re-renders its frame (content seen, a resize) with the same stored game.
    for (let n = 0; n < 5; n++)
      rerender(<GamePlayer nomJogo="Planetas" dscConteudoJogo="" game={game} onRound={vi.fn()} />);
    expect(order()).toEqual(before);
    await user.click(screen.getByRole('button', { name: 'Marte' }));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi desta vez.');
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('Marte');
  });
});
