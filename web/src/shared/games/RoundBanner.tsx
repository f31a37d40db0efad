import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { PlayerGame, RoundResult } from '@school/modules/teaching/contracts';
import { useResultTexts } from './result.texts';
import { RoundSolution } from './RoundSolution';
import { usePlayTexts } from './texts';

type ResultKey = Parameters<ReturnType<typeof useResultTexts>>[0];

/**
 * What a round's score counts, per game (decision 0068): the games that can be won with less than
 * every point (hangman, the maze) say what a win lost; the others name what they count.
 */
export function scoreKey(codTrlJogo: PlayerGame['codTrlJogo'], won: boolean): ResultKey {
  const keys: Record<PlayerGame['codTrlJogo'], ResultKey> = {
    1: won ? 'scoreHangmanWon' : 'scoreHangmanLost',
    2: 'scoreMemory',
    3: won ? 'scoreMazeWon' : 'scoreMazeLost',
    4: 'scoreMatching',
    5: 'scorePuzzle',
    6: 'scoreQuiz',
    7: 'scoreTrueOrFalse',
    8: 'scoreGroups',
    9: 'scoreSentence',
    10: 'scoreQuiz',
  };
  return keys[codTrlJogo];
}

export interface RoundBannerProps {
  game: PlayerGame;
  /** The round as the server scored it; null while it is played. */
  result: RoundResult | null;
  /** The round could not be started or recorded: only a retry is left. */
  failed: boolean;
  /** The round is saved on the device (offline): scored when the connection returns. */
  saved?: boolean;
  onRetry(): void;
}

/**
 * The one result of a round, below the game (so the board does not move when it comes), in a
 * polite live region: won or lost, what the score counts, the answer a lost round reveals (in
 * words) and "Jogar de novo"; offline, that the round is saved and will be scored when the connection
 * returns. Every game's frame shows it; no game shows a result of its own.
 */
export function RoundBanner({ game, result, failed, saved = false, onRetry }: RoundBannerProps) {
  const tx = usePlayTexts();
  const tr = useResultTexts();
  const retry = (
    <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
      {tx('retry')}
    </Button>
  );
  return (
    <div role="status" aria-live="polite" data-testid="round-result">
      {result ? (
        <Alert
          color={result.won ? 'green' : 'orange'}
          title={result.won ? tx('won') : tx('lost')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {tr(scoreKey(game.codTrlJogo, result.won), { percent: Math.round(result.score * 100) })}
            </Text>
            {!result.won && result.solution && <RoundSolution game={game} solution={result.solution} />}
            <Group>{retry}</Group>
          </Stack>
        </Alert>
      ) : saved ? (
        <Alert color="blue" title={tx('saved')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Stack gap="sm">
            <Text size="sm">{tx('savedLater')}</Text>
            <Group>{retry}</Group>
          </Stack>
        </Alert>
      ) : (
        failed && retry
      )}
    </div>
  );
}
