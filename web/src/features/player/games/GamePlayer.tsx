import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  fromQuestions,
  type GameCode,
  type GameQuestions,
  type GameValuesOf,
  unknownGame,
} from '@school/modules/content/contracts';
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
import type { GameOutcome } from './types';

/** A round's outcome with how long it took. */
export type GameRound = GameOutcome & { durationMs: number };

/**
 * The game of a code, from its stored set (decision 0027's form values). The values are derived
 * once per stored game: the games shuffle what they are given, so fresh arrays on every render
 * would reorder the answers under the learner's pointer whenever the frame re-rendered.
 */
function Game({ game, onFinish }: { game: GameQuestions; onFinish(outcome: GameOutcome): void }) {
  const values = useMemo(() => fromQuestions<string>(game), [game]);
  const as = <C extends GameCode>() => ({ game: values as GameValuesOf<C, string>, onFinish });
  switch (values.codTrlJogo) {
    case 1:
      return <HangmanGame {...as<1>()} />;
    case 2:
      return <MemoryGame {...as<2>()} />;
    case 3:
      return <MazeGame {...as<3>()} />;
    case 4:
      return <MatchingImagesGame {...as<4>()} />;
    case 5:
      return <PuzzleGame {...as<5>()} />;
    case 6:
      return <QuizGame {...as<6>()} />;
    case 7:
      return <TrueOrFalseGame {...as<7>()} />;
    case 8:
      return <ImageGroupsGame {...as<8>()} />;
    case 9:
      return <CompleteSentenceGame {...as<9>()} />;
    case 10:
      return <ImageQuizGame {...as<10>()} />;
    default:
      return unknownGame(values);
  }
}

export interface GamePlayerProps {
  nomJogo: string;
  dscConteudoJogo: string;
  game: GameQuestions;
  /** Each round, when won or lost (the player records it). */
  onRound(round: GameRound): void;
}

/** The frame around a game: its name, the round's result (won or lost, the score) and a retry. */
export function GamePlayer({ nomJogo, dscConteudoJogo, game, onRound }: GamePlayerProps) {
  const tx = usePlayTexts();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<GameOutcome | null>(null);
  const started = useRef(Date.now());
  const finish = (outcome: GameOutcome) => {
    setResult(outcome);
    onRound({ ...outcome, durationMs: Date.now() - started.current });
  };
  const retry = () => {
    started.current = Date.now();
    setResult(null);
    setRound((n) => n + 1);
  };
  return (
    <Stack gap="sm">
      <Title order={3}>{nomJogo}</Title>
      {dscConteudoJogo && <Text size="sm">{dscConteudoJogo}</Text>}
      <div role="status" aria-live="polite">
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
      <Game key={round} game={game} onFinish={finish} />
    </Stack>
  );
}
