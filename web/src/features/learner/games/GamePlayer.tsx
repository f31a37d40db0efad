import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { unknownGame } from '@school/modules/content/contracts';
import type { PickVerdict, PlayerGame, RoundResult } from '@school/modules/teaching/contracts';
import { CompleteSentenceGame } from './CompleteSentenceGame';
import { HangmanGame } from './HangmanGame';
import { ImageGroupsGame } from './ImageGroupsGame';
import { ImageQuizGame } from './ImageQuizGame';
import { MatchingImagesGame } from './MatchingImagesGame';
import { MazeGame } from './MazeGame';
import { MemoryGame } from './MemoryGame';
import { PuzzleGame } from './PuzzleGame';
import { QuizGame } from './QuizGame';
import { TrueOrFalseGame } from './TrueOrFalseGame';
import { usePlayTexts } from './texts';

/** A round's answers with how long it took, for the server to score. */
export interface GameRound {
  answers: string[];
  durationMs: number;
}

interface GameProps {
  game: PlayerGame;
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
function Game({ game, check, finish }: GameProps) {
  const Component = GAMES[game.codTrlJogo] as ComponentType<GameProps> | undefined;
  return Component ? <Component game={game} check={check} finish={finish} /> : unknownGame(game as never);
}

export interface GamePlayerProps {
  nomJogo: string;
  dscConteudoJogo: string;
  game: PlayerGame;
  /** One pick to check on the server (POST /plataforma/jogada). */
  check(pick: string): Promise<PickVerdict>;
  /** Each round, when over: the server records and scores it (POST /plataforma/tentativa). */
  submit(round: GameRound): Promise<RoundResult>;
}

/**
 * The frame around a game: its name, the round's result as the server scored it (won or lost,
 * the score) and a retry.
 */
export function GamePlayer({ nomJogo, dscConteudoJogo, game, check, submit }: GamePlayerProps) {
  const tx = usePlayTexts();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<RoundResult | null>(null);
  /** The round could not be recorded (the player showed why): only a retry is left. */
  const [failed, setFailed] = useState(false);
  const started = useRef(0);
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => {
    started.current = Date.now();
  }, []);
  // "Jogar de novo" unmounts itself: the focus goes to the new round's first control (else the
  // game itself), not to the top of the page.
  useEffect(() => {
    if (round === 0 || !board.current) return;
    const first = board.current.querySelector<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    (first ?? board.current).focus();
  }, [round]);
  const finish = async (answers: string[]) => {
    try {
      const scored = await submit({ answers, durationMs: Date.now() - started.current });
      setResult(scored);
      return scored;
    } catch {
      setFailed(true);
      // The game waits for a result that will not come; the retry mounts a new round.
      return new Promise<RoundResult>(() => {});
    }
  };
  const retry = () => {
    started.current = Date.now();
    setResult(null);
    setFailed(false);
    setRound((n) => n + 1);
  };
  return (
    <Stack gap="sm">
      <Title order={3}>{nomJogo}</Title>
      {dscConteudoJogo && <Text size="sm">{dscConteudoJogo}</Text>}
      <div role="status" aria-live="polite">
        {failed && (
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
            {tx('retry')}
          </Button>
        )}
        {result && (
          <Alert
            color={result.won ? 'green' : 'orange'}
            title={result.won ? tx('won') : tx('lost')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Group justify="space-between">
              <Text size="sm">{tx('score', { percent: Math.round(result.score * 100) })}</Text>
              <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
                {tx('retry')}
              </Button>
            </Group>
          </Alert>
        )}
      </div>
      <div ref={board} tabIndex={-1} aria-label={nomJogo} role="group" style={{ outline: 'none' }}>
        <Game key={round} game={game} check={check} finish={finish} />
      </div>
    </Stack>
  );
}
