import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unknownGame } from '@school/modules/content/contracts';
import {
  type GameRoundStart,
  type PickVerdict,
  type PlayerGame,
  playsOnBoard,
  type RoundResult,
} from '@school/modules/teaching/contracts';
import { isPending, type Pending } from '../offline';
import { CompleteSentenceGame } from './CompleteSentenceGame';
import { HangmanGame } from './HangmanGame';
import { ImageGroupsGame } from './ImageGroupsGame';
import { ImageQuizGame } from './ImageQuizGame';
import { MatchingImagesGame } from './MatchingImagesGame';
import { MazeGame } from './MazeGame';
import { MemoryGame } from './MemoryGame';
import { PuzzleGame } from './PuzzleGame';
import { QuizGame } from './QuizGame';
import { RoundBanner } from './RoundBanner';
import { TrueOrFalseGame } from './TrueOrFalseGame';
import { usePlayTexts } from './texts';

/** A round's answers with how long it took, and the round the server started, for it to score. */
export interface GameRound {
  answers: string[];
  durationMs: number;
  roundId?: string;
}

interface GameProps {
  game: PlayerGame;
  /** The round's board as the server drew it (memory, the puzzle; decision 0057). */
  board: readonly number[];
  check(pick: string): Promise<PickVerdict>;
  finish(answers: string[]): Promise<RoundResult>;
}

type Code = PlayerGame['codTrlJogo'];

/** Each code's game: one per code, none left out, each given its own game's shape. */
const GAMES: {
  [C in Code]: ComponentType<Omit<GameProps, 'game'> & { game: Extract<PlayerGame, { codTrlJogo: C }> }>;
} = {
  1: HangmanGame,
  2: MemoryGame,
  3: MazeGame,
  4: MatchingImagesGame,
  5: PuzzleGame,
  6: QuizGame,
  7: TrueOrFalseGame,
  8: ImageGroupsGame,
  9: CompleteSentenceGame,
  10: ImageQuizGame,
};

/** The game of a code, as the server sends it (decision 0034: no answer key). */
function Game({ game, board, check, finish }: GameProps) {
  const Component = GAMES[game.codTrlJogo] as ComponentType<GameProps> | undefined;
  return Component ? (
    <Component game={game} board={board} check={check} finish={finish} />
  ) : (
    unknownGame(game as never)
  );
}

export interface GamePlayerProps {
  nomJogo: string;
  /** The game content's own title (decision 0071); empty or absent: its game's name. */
  dscTitulo?: string;
  dscConteudoJogo: string;
  game: PlayerGame;
  /** One pick to check on the server (POST /plataforma/jogada). */
  check(pick: string): Promise<PickVerdict>;
  /** A new round of memory or the puzzle, on a board the server draws (POST /plataforma/rodada). */
  start(): Promise<GameRoundStart>;
  /**
   * Each round, when over: the server records and scores it (POST /plataforma/tentativa), or,
   * offline, the device keeps it (`Pending`) for the server to score when the connection returns.
   */
  submit(round: GameRound): Promise<RoundResult | Pending>;
}

/**
 * The round the server started for memory and the puzzle (decision 0057): asked for at each
 * round (a retry is a new one), never for the other games. Nothing is recorded by asking.
 */
function useServerRound(game: PlayerGame, round: number, start: () => Promise<GameRoundStart>) {
  const frame = useId();
  return useQuery({
    queryKey: ['plataforma', 'rodada', frame, round],
    queryFn: start,
    enabled: playsOnBoard(game.codTrlJogo),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // Asked offline too: the player then starts on a round drawn in advance (decision 0077).
    networkMode: 'always',
  });
}

/**
 * The frame around a game: its title (else its name), the game, and below it the round's one result as the server
 * scored it (`RoundBanner`: won or lost, what the score counts, a lost round's answer) and a retry. Memory and the puzzle wait for the board of the round the server
 * started, and their answers go with its id.
 */
export function GamePlayer({
  nomJogo,
  dscTitulo,
  dscConteudoJogo,
  game,
  check,
  start,
  submit,
}: GamePlayerProps) {
  const tx = usePlayTexts();
  const title = dscTitulo?.trim() || nomJogo;
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<RoundResult | null>(null);
  /** The round could not be recorded (the player showed why): only a retry is left. */
  const [unrecorded, setUnrecorded] = useState(false);
  /** The round is kept on the device, to be scored when the connection returns. */
  const [saved, setSaved] = useState(false);
  const drawn = useServerRound(game, round, start);
  const failed = unrecorded || drawn.isError;
  const ready = !playsOnBoard(game.codTrlJogo) || drawn.data !== undefined;
  const started = useRef(0);
  const board = useRef<HTMLDivElement>(null);
  // A round's time starts when its board is there.
  useEffect(() => {
    started.current = Date.now();
  }, [ready]);
  // "Jogar de novo" unmounts itself: the focus goes to the new round's first control (else the
  // game itself), not to the top of the page; on a board the server draws, once it is there.
  useEffect(() => {
    if (round === 0 || !ready || !board.current) return;
    const first = board.current.querySelector<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    (first ?? board.current).focus();
  }, [round, ready]);
  const finish = async (answers: string[]) => {
    try {
      const roundId = drawn.data?.roundId;
      const scored = await submit({
        answers,
        durationMs: Date.now() - started.current,
        ...(roundId === undefined ? {} : { roundId }),
      });
      if (isPending(scored)) {
        setSaved(true);
        // No score yet: the game waits, the banner says the round is saved; the retry mounts a new one.
        return new Promise<RoundResult>(() => {});
      }
      setResult(scored);
      return scored;
    } catch {
      setUnrecorded(true);
      // The game waits for a result that will not come; the retry mounts a new round.
      return new Promise<RoundResult>(() => {});
    }
  };
  const retry = () => {
    started.current = Date.now();
    setResult(null);
    setUnrecorded(false);
    setSaved(false);
    setRound((n) => n + 1);
  };
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {title !== nomJogo && (
        <Text size="sm" c="dimmed">
          {nomJogo}
        </Text>
      )}
      {dscConteudoJogo && <Text size="sm">{dscConteudoJogo}</Text>}
      <div ref={board} tabIndex={-1} aria-label={title} role="group" style={{ outline: 'none' }}>
        {ready ? (
          <Game key={round} game={game} board={drawn.data?.board ?? []} check={check} finish={finish} />
        ) : (
          !failed && <Loader size="sm" aria-label={tx('dealing')} />
        )}
      </div>
      <RoundBanner game={game} result={result} failed={failed} saved={saved} onRetry={retry} />
    </Stack>
  );
}
