import type { GameCode, GameValuesOf } from '@school/modules/content/contracts';

/** How one round of a game ended: what the player's attempt records. */
export interface GameOutcome {
  won: boolean;
  /** The share of the game done right, 0 to 1 (right answers, pairs found, pieces in place...). */
  score: number;
  /** What the player gave, in order, as short texts (a letter, a word, "S", an image's rank...). */
  answers: string[];
}

/**
 * What every playable game takes: the game as its form's values (`fromQuestions` of the stored
 * set; images are `/api/files/<id>` references or plain URLs, shown with `AuthImage` or
 * `useImageUrl`), and where the round's outcome goes. A game calls `onFinish` once per round,
 * when it is won or lost; the frame around it shows the result and offers a retry (a new round
 * is a new mount of the game).
 */
export interface GamePlayProps<C extends GameCode> {
  game: GameValuesOf<C, string>;
  onFinish(outcome: GameOutcome): void;
}
