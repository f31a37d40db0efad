import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import type { PlayerGameResult } from '@school/modules/teaching/contracts';
import { usePlayerTexts } from './texts';

/**
 * A game's best result so far (decision 0035), above the game when the learner comes back to it:
 * won or only played, the best round's score and how many rounds; nothing before the first round.
 * It shows the best as it was when the game opened (decision 0068): a round played now is told by
 * the round's result below the game, so nothing appears above the board and moves it mid-play.
 */
export function GameBest({ result: current }: { result: PlayerGameResult | undefined }) {
  const tp = usePlayerTexts();
  const [result] = useState(current);
  if (!result) return null;
  return (
    <Alert
      variant="light"
      color={result.vencido ? 'green' : 'gray'}
      title={result.vencido ? tp('bestWon') : tp('bestPlayed')}
      data-testid="game-best"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{tp('best', { percent: result.melhorPontuacao, count: result.rodadas })}</Text>
    </Alert>
  );
}

/** The best result after one more round (what the server keeps, known on the device at once). */
export function withRound(
  result: PlayerGameResult | undefined,
  codTrlConteudo: number,
  round: { won: boolean; score: number },
): PlayerGameResult {
  return {
    codTrlConteudo,
    rodadas: (result?.rodadas ?? 0) + 1,
    vencido: (result?.vencido ?? false) || round.won,
    melhorPontuacao: Math.max(result?.melhorPontuacao ?? 0, Math.round(round.score * 100)),
  };
}
