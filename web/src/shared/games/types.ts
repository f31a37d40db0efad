import type { PickVerdict, PlayerGameOf, RoundResult } from '@school/modules/teaching/contracts';

export type GameKind = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/**
 * What every playable game takes (decision 0034): the game as the server sends it (no answer
 * key; images are `/api/files/<id>` references or plain URLs, shown with `AuthImage` or
 * `useImageUrl`), `check` to ask the server about one pick (the games with immediate feedback),
 * and `finish` to end the round with its answers, which the server scores. A game calls `finish`
 * once per round; the frame shows the server's result and offers a retry (a new mount).
 */
export interface GamePlayProps<C extends GameKind> {
  game: PlayerGameOf<C>;
  check(pick: string): Promise<PickVerdict>;
  finish(answers: string[]): Promise<RoundResult>;
}

/** Memory and the puzzle: also the round's board as the server drew it (decision 0057). */
export type BoardGameProps<C extends 2 | 5> = GamePlayProps<C> & { board: readonly number[] };
