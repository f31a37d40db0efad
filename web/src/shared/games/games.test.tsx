import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CompleteSentenceGame } from './CompleteSentenceGame';
import { fakeServer, IMG, SAMPLE_BOARDS, SAMPLE_GAMES } from './games.testing';
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

describe('the playable games, checked by the server', () => {
  it('hangman: each letter asked of the server, won by the keyboard alone, lost after six wrong letters', async () => {
    const server = fakeServer(1);
    const { unmount } = renderWithProviders(<HangmanGame game={SAMPLE_GAMES[1]} {...server} />);
    expect(screen.getByTestId('hangman-word')).toHaveTextContent('____');
    for (const key of ['g', 'a', 't', 'o']) {
      fireEvent.keyDown(window, { key });
      const button = screen.getByRole('button', { name: `Letra ${key.toUpperCase()}` });
      await vi.waitFor(() => expect(button).toHaveAttribute('data-variant', 'filled'));
    }
    await vi.waitFor(() => expect(server.finish).toHaveBeenCalledWith(['G', 'A', 'T', 'O']));
    expect(server.check).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId('hangman-word')).toHaveTextContent('Gato');
    unmount();
    const lost = fakeServer(1);
    renderWithProviders(<HangmanGame game={SAMPLE_GAMES[1]} {...lost} />);
    const user = userEvent.setup();
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    await vi.waitFor(() => expect(lost.finish).toHaveBeenCalledWith(['Z', 'X', 'W', 'K', 'Y', 'B']));
    expect(screen.getByRole('button', { name: 'Letra G' })).toBeDisabled();
    expect(screen.getByText('Erros restantes: 0')).toBeInTheDocument();
  });

  it('quiz and image quiz: the server says whether the pick is right; only the pick is marked', async () => {
    const user = userEvent.setup();
    const server = fakeServer(6);
    const { unmount } = renderWithProviders(<QuizGame game={SAMPLE_GAMES[6]} {...server} random={fixed} />);
    await user.click(screen.getByRole('button', { name: 'Júpiter' }));
    // The pick is marked; the round's result is the frame's (one banner), not the game's.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Júpiter' })).toHaveAttribute('data-variant', 'filled'),
    );
    expect(screen.queryByText('Correto!')).not.toBeInTheDocument();
    expect(server.check).toHaveBeenCalledWith('Júpiter');
    expect(server.finish).toHaveBeenCalledWith(['Júpiter']);
    unmount();
    const lost = fakeServer(10);
    renderWithProviders(<ImageQuizGame game={SAMPLE_GAMES[10]} {...lost} random={fixed} />);
    const images = screen.getAllByRole('button', { name: /^Imagem/ });
    // Keyboard: Tab to the first image, Enter.
    images[0]!.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(lost.finish).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Errado.')).not.toBeInTheDocument();
    expect(lost.finish).toHaveBeenCalledWith([images[0]!.getAttribute('data-image')]);
  });

  it('true or false: one statement at a time, each verdict from the server', async () => {
    const user = userEvent.setup();
    const won = fakeServer(7);
    const { unmount } = renderWithProviders(<TrueOrFalseGame game={SAMPLE_GAMES[7]} {...won} />);
    await user.click(screen.getByRole('button', { name: 'Verdadeiro' }));
    expect(await screen.findByText('Correto!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima pergunta' }));
    await user.click(screen.getByRole('button', { name: 'Falso' }));
    await vi.waitFor(() => expect(won.finish).toHaveBeenCalledWith(['1:S', '2:N']));
    unmount();
    const lost = fakeServer(7);
    renderWithProviders(<TrueOrFalseGame game={SAMPLE_GAMES[7]} {...lost} />);
    await user.click(screen.getByRole('button', { name: 'Falso' }));
    expect(await screen.findByText('Errado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima pergunta' }));
    await user.click(screen.getByRole('button', { name: 'Falso' }));
    await vi.waitFor(() => expect(lost.finish).toHaveBeenCalledWith(['1:N', '2:N']));
  });

  it('complete the sentence: blanks filled from the bank, then checked by the server', async () => {
    const user = userEvent.setup();
    const won = fakeServer(9);
    const { unmount } = renderWithProviders(
      <CompleteSentenceGame game={SAMPLE_GAMES[9]} {...won} random={fixed} />,
    );
    await user.click(screen.getByRole('button', { name: 'Amazonas' }));
    await user.click(screen.getByRole('button', { name: 'rio' }));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(won.finish).toHaveBeenCalledWith(['1:Amazonas', '2:rio']);
    unmount();
    const lost = fakeServer(9);
    renderWithProviders(<CompleteSentenceGame game={SAMPLE_GAMES[9]} {...lost} random={fixed} />);
    await user.click(screen.getByRole('button', { name: 'mar' }));
    await user.click(screen.getByRole('button', { name: 'rio' }));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(lost.finish).toHaveBeenCalledWith(['1:mar', '2:rio']);
    // Each blank shows the server's verdict by its colour; the words stay where they were put.
    expect(screen.getByRole('button', { name: /Lacuna 1: mar/ })).toHaveAttribute('data-variant', 'filled');
  });

  it('memory: on the server’s board, every pair found ends the round with the cards turned; too many mismatches lose', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const won = fakeServer(2);
    const game = SAMPLE_GAMES[2];
    const board = SAMPLE_BOARDS[2];
    const { unmount } = renderWithProviders(<MemoryGame game={game} board={board} {...won} />);
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
    // Each card shows the image the server's board put there.
    expect(labels.map((l) => l.replace(/^Carta \d+: /, ''))).toEqual(
      board.map((image) => `imagem ${image + 1}`),
    );
    const byImage = new Map<string, number[]>();
    labels.forEach((l, i) => {
      const key = l.replace(/^Carta \d+: /, '');
      byImage.set(key, [...(byImage.get(key) ?? []), i]);
    });
    for (const [a, b] of byImage.values()) {
      await user.click(cards()[a!]!);
      await user.click(cards()[b!]!);
    }
    expect(won.finish).toHaveBeenCalledTimes(1);
    const turned = won.finish.mock.calls[0]![0];
    // The four mismatches of the reveal, then the four pairs: the cards' places, 1-based.
    expect(turned).toEqual(['1-2', '3-4', '5-6', '7-8', '1-6', '2-5', '3-8', '4-7']);
    unmount();
    const lost = fakeServer(2);
    renderWithProviders(<MemoryGame game={game} board={board} {...lost} />);
    // Turn a face-down card, then one showing another image once turned: a mismatch each time.
    expect(screen.getByText('Pares encontrados: 0 de 4 · Erros restantes: 9')).toBeInTheDocument();
    const down = () => cards().filter((c) => /virada para baixo/.test(c.getAttribute('aria-label')!));
    const image = (c: HTMLElement) => c.getAttribute('aria-label')!.replace(/^Carta \d+: /, '');
    for (let n = 0; n < 9 && !lost.finish.mock.calls.length; n++) {
      const [first, ...others] = down();
      await user.click(first!);
      const seen = image(first!);
      for (const other of others) {
        await user.click(other);
        if (image(other) !== seen) break;
      }
      act(() => void vi.advanceTimersByTime(1000));
      // The counter and the server's rule agree: at 1 the next mismatch loses, 0 only once lost.
      if (n === 7) {
        expect(screen.getByText(/Erros restantes: 1$/)).toBeInTheDocument();
        expect(lost.finish).not.toHaveBeenCalled();
      }
    }
    expect(lost.finish).toHaveBeenCalledTimes(1);
    expect(lost.finish.mock.calls[0]![0]).toHaveLength(9);
    expect(screen.getByText(/Erros restantes: 0$/)).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('puzzle: starts in the server’s order, solved by swaps (arrows and Enter) ends the round with the swaps; 20 swaps end it too', async () => {
    const user = userEvent.setup();
    const won = fakeServer(5);
    const board = SAMPLE_BOARDS[5];
    const { unmount } = renderWithProviders(<PuzzleGame game={SAMPLE_GAMES[5]} board={board} {...won} />);
    const tiles = () => screen.getAllByRole('button', { name: /^Peça/ });
    expect(tiles().map((t) => t.getAttribute('aria-label')!.replace(/, posição \d+$/, ''))).toEqual(
      board.map((piece) => `Peça ${piece + 1}`),
    );
    // Solve: for each place, bring the right piece there.
    for (let place = 0; place < 9 && !won.finish.mock.calls.length; place++) {
      const at = tiles().findIndex((t) => t.getAttribute('aria-label')!.startsWith(`Peça ${place + 1},`));
      if (at === place) continue;
      tiles()[place]!.focus();
      await user.keyboard('{Enter}');
      tiles()[at]!.focus();
      await user.keyboard('{Enter}');
    }
    expect(won.finish).toHaveBeenCalledTimes(1);
    expect(won.finish.mock.calls[0]![0]).toEqual(['1-2', '2-3', '3-4', '4-5', '5-6', '6-7', '7-8', '8-9']);
    unmount();
    const lost = fakeServer(5);
    renderWithProviders(<PuzzleGame game={SAMPLE_GAMES[5]} board={board} {...lost} />);
    for (let n = 0; n < 20; n++) {
      await user.click(tiles()[0]!);
      await user.click(tiles()[1]!);
    }
    expect(lost.finish).toHaveBeenCalledTimes(1);
    expect(lost.finish.mock.calls[0]![0]).toEqual(Array.from({ length: 20 }, () => '1-2'));
  });

  it('image groups: the places sent to the server, the misplaced ones marked by its verdict', async () => {
    const user = userEvent.setup();
    const play = async (wrong: boolean) => {
      const server = fakeServer(8);
      const { unmount } = renderWithProviders(
        <ImageGroupsGame game={SAMPLE_GAMES[8]} {...server} random={fixed} />,
      );
      const pool = screen.getByText('Imagens para separar').parentElement!;
      const piece = (src: string) =>
        within(pool)
          .getAllByRole('button')
          .find((b) => b.querySelector('img')?.getAttribute('src') === src)!;
      await user.click(piece(IMG(2)));
      await user.click(
        screen.getByRole('button', { name: wrong ? 'Colocar no grupo 2' : 'Colocar no grupo 1' }),
      );
      await user.click(piece(IMG(4)));
      await user.click(screen.getByRole('button', { name: 'Colocar no grupo 2' }));
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      const answers = [...server.finish.mock.calls[0]![0]].sort();
      const marked = wrong ? await screen.findAllByRole('button', { name: /errado/i }) : [];
      unmount();
      return { answers, marked: marked.length };
    };
    expect(await play(false)).toEqual({ answers: [`1:${IMG(2)}`, `2:${IMG(4)}`], marked: 0 });
    expect(await play(true)).toEqual({ answers: [`2:${IMG(2)}`, `2:${IMG(4)}`], marked: 1 });
  });

  it('connect the dots: the links sent to the server, each line coloured by its verdict', async () => {
    const user = userEvent.setup();
    const play = async (wrong: boolean) => {
      const server = fakeServer(4);
      const { container, unmount } = renderWithProviders(
        <MatchingImagesGame game={SAMPLE_GAMES[4]} {...server} random={fixed} />,
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
      const red = () => container.querySelectorAll('line[stroke*="red"]').length;
      await vi.waitFor(() => expect(container.querySelectorAll('line[stroke*="blue"]')).toHaveLength(0));
      const result = { answers: server.finish.mock.calls[0]![0], red: red() };
      unmount();
      return result;
    };
    expect(await play(false)).toEqual({ answers: [`1:${IMG(4)}`, `2:${IMG(5)}`, `3:${IMG(6)}`], red: 0 });
    expect((await play(true)).red).toBe(2);
  });

  it('maze: walked with the arrow keys to four points, each pick checked by the server; three wrong ones lose', async () => {
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
    const won = fakeServer(3);
    const { unmount } = renderWithProviders(<MazeGame game={SAMPLE_GAMES[3]} {...won} random={seeded()} />);
    const pickImage = async (n: number) => {
      await user.click(document.querySelector(`[data-image="${IMG(n + 1)}"]`)!);
    };
    for (let i = 1; i < path.length; i++) {
      fireEvent.keyDown(window, { key: arrow[key(path[i - 1]!, path[i]!)] });
      const point = points.indexOf(path[i]!);
      if (point >= 0) {
        expect(
          await screen.findByText(`Dica do ponto ${point + 1}: ${SAMPLE_GAMES[3].hints[point]}`),
        ).toBeInTheDocument();
        await pickImage(point);
        await vi.waitFor(() => expect(won.check).toHaveBeenCalledTimes(point + 1));
      }
    }
    await vi.waitFor(() =>
      expect(won.finish).toHaveBeenCalledWith([1, 2, 3, 4].map((n) => `${n}:${IMG(n)}`)),
    );
    unmount();
    const lost = fakeServer(3);
    renderWithProviders(<MazeGame game={SAMPLE_GAMES[3]} {...lost} random={seeded()} />);
    for (let i = 1; i < path.length && path[i - 1] !== points[0]; i++)
      await user.click(
        screen.getByRole('button', {
          name: { up: 'Subir', down: 'Descer', left: 'Esquerda', right: 'Direita' }[
            key(path[i - 1]!, path[i]!)
          ],
        }),
      );
    for (let n = 0; n < 3; n++) {
      await pickImage(1);
      await vi.waitFor(() => expect(lost.check).toHaveBeenCalledTimes(n + 1));
    }
    await vi.waitFor(() => expect(lost.finish).toHaveBeenCalledWith([1, 2, 3].map(() => `1:${IMG(2)}`)));
  });

  it('the frame shows the result as the server scored it, and keeps its order while re-rendering', async () => {
    const user = userEvent.setup();
    const game = SAMPLE_GAMES[6];
    const server = fakeServer(6);
    const submit = vi.fn(({ answers }: { answers: string[] }) => server.finish(answers));
    const order = () => screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    const start = vi.fn();
    const frame = (
      <GamePlayer
        nomJogo="Planetas"
        dscConteudoJogo=""
        game={game}
        check={server.check}
        start={start}
        submit={submit}
      />
    );
    const { rerender } = renderWithProviders(frame);
    const before = order();
    // The player re-renders its frame (content seen, a resize) with the same game.
    for (let n = 0; n < 5; n++) rerender(frame);
    expect(order()).toEqual(before);
    await user.click(screen.getByRole('button', { name: 'Marte' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Não foi desta vez.'));
    expect(screen.getByRole('status')).toHaveTextContent('Pontuação: 0% — vale a primeira resposta.');
    // The one result sits below the game: the board above it does not move.
    const board = screen.getByRole('group', { name: 'Planetas' });
    expect(board.compareDocumentPosition(screen.getByRole('status'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('Marte');
    expect(submit).toHaveBeenCalledWith({ answers: ['Marte'], durationMs: expect.any(Number) });
    // A quiz needs no board: no round is asked of the server.
    expect(start).not.toHaveBeenCalled();
  });

  it('a pick the server could not check can be made again; a round it could not record can be retried', async () => {
    const user = userEvent.setup();
    const server = fakeServer(6);
    server.check.mockRejectedValueOnce(new Error('offline'));
    const submit = vi.fn().mockRejectedValueOnce(new Error('offline'));
    const frame = (
      <GamePlayer
        nomJogo="Planetas"
        dscConteudoJogo=""
        game={SAMPLE_GAMES[6]}
        check={server.check}
        start={vi.fn()}
        submit={submit}
      />
    );
    renderWithProviders(frame);
    await user.click(screen.getByRole('button', { name: 'Terra' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Terra' })).toHaveAttribute('aria-pressed', 'false'),
    );
    await user.click(screen.getByRole('button', { name: 'Júpiter' }));
    await user.click(await screen.findByRole('button', { name: 'Jogar de novo' }));
    // The focus stays in the game (its new round's first control), not at the top of the page.
    await vi.waitFor(() =>
      expect(screen.getByRole('group', { name: 'Planetas' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    expect(document.activeElement).not.toBe(document.body);
    submit.mockImplementation(({ answers }: { answers: string[] }) => server.finish(answers));
    await user.click(screen.getByRole('button', { name: 'Júpiter' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Parabéns! Você acertou.'));
  });

  it('memory and the puzzle are played on the board of a round the server started, its id sent with the answers', async () => {
    const user = userEvent.setup();
    const server = fakeServer(5);
    const start = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ roundId: 'round-1', board: [1, 0, 2, 3, 4, 5, 6, 7, 8] })
      .mockResolvedValueOnce({ roundId: 'round-2', board: [0, 1, 2, 3, 4, 5, 6, 8, 7] });
    const submit = vi.fn(({ answers }: { answers: string[] }) => server.finish(answers));
    renderWithProviders(
      <GamePlayer
        nomJogo="Sistema solar"
        dscConteudoJogo=""
        game={SAMPLE_GAMES[5]}
        check={server.check}
        start={start}
        submit={submit}
      />,
    );
    // The round could not be started: nothing to play, only a retry, which asks for a new one.
    await user.click(await screen.findByRole('button', { name: 'Jogar de novo' }));
    const tiles = () => screen.getAllByRole('button', { name: /^Peça/ });
    await vi.waitFor(() => expect(tiles()[0]).toHaveAccessibleName('Peça 2, posição 1'));
    // After the retry, the focus is on the new board's first piece.
    expect(document.activeElement).toBe(tiles()[0]);
    await user.keyboard('{Enter}');
    tiles()[1]!.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Parabéns! Você acertou.'));
    expect(submit).toHaveBeenCalledWith({
      answers: ['1-2'],
      durationMs: expect.any(Number),
      roundId: 'round-1',
    });
    await user.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    await vi.waitFor(() => expect(tiles()[7]).toHaveAccessibleName('Peça 9, posição 8'));
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('shows a lost round’s answer as the server revealed it, under the game', async () => {
    const user = userEvent.setup();
    const server = fakeServer(1);
    const submit = vi.fn(async ({ answers }: { answers: string[] }) => ({
      ...(await server.finish(answers)),
      won: false,
      solution: { codTrlJogo: 1 as const, word: 'Gato' },
    }));
    renderWithProviders(
      <GamePlayer
        nomJogo="Bichos"
        dscConteudoJogo=""
        game={SAMPLE_GAMES[1]}
        check={server.check}
        start={vi.fn()}
        submit={submit}
      />,
    );
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A palavra era: Gato'));
    expect(screen.getByRole('status')).toHaveTextContent('Letras encontradas: 0%');
  });

  it('on a touch screen the help says “Toque”', () => {
    const mouse = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...mouse(query), matches: query === '(pointer: coarse)' });
    try {
      const { unmount } = renderWithProviders(<HangmanGame game={SAMPLE_GAMES[1]} {...fakeServer(1)} />);
      expect(screen.getByText('Toque nas letras para adivinhar a palavra.')).toBeInTheDocument();
      unmount();
      renderWithProviders(<MemoryGame game={SAMPLE_GAMES[2]} board={SAMPLE_BOARDS[2]} {...fakeServer(2)} />);
      expect(
        screen.getByText('Vire duas cartas por vez: toque numa carta e depois noutra.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Use as setas|Clique/)).not.toBeInTheDocument();
    } finally {
      window.matchMedia = mouse;
    }
    renderWithProviders(<PuzzleGame game={SAMPLE_GAMES[5]} board={SAMPLE_BOARDS[5]} {...fakeServer(5)} />);
    expect(screen.getByText(/Use as setas e Enter/)).toBeInTheDocument();
  });

  it('a lost round’s answer shows on the board too: the hangman’s word, the quiz’s right answer', async () => {
    const user = userEvent.setup();
    const hangman = fakeServer(1);
    hangman.finish.mockResolvedValueOnce({
      won: false,
      score: 0,
      verdicts: [],
      solution: { codTrlJogo: 1, word: 'Gato' },
    });
    const { unmount } = renderWithProviders(<HangmanGame game={SAMPLE_GAMES[1]} {...hangman} />);
    for (const l of ['Z', 'X', 'W', 'K', 'Y', 'B'])
      await user.click(screen.getByRole('button', { name: `Letra ${l}` }));
    await vi.waitFor(() => expect(screen.getByTestId('hangman-word')).toHaveTextContent('Gato'));
    unmount();
    const quiz = fakeServer(6);
    quiz.finish.mockResolvedValueOnce({
      won: false,
      score: 0,
      verdicts: [false],
      solution: { codTrlJogo: 6, answer: 'Júpiter' },
    });
    renderWithProviders(<QuizGame game={SAMPLE_GAMES[6]} {...quiz} random={fixed} />);
    await user.click(screen.getByRole('button', { name: 'Marte' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Júpiter' })).toHaveAttribute('data-variant', 'filled'),
    );
    expect(screen.getByRole('button', { name: 'Júpiter' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Terra' })).toHaveAttribute('data-variant', 'default');
  });
});
