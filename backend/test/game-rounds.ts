import type { GameRoundStart } from '@school/modules/teaching';
import { json } from './api.js';
import type { TestApp } from './app.js';

/** A round of a game the server starts for `token` (POST /api/plataforma/rodada, decision 0057). */
export async function startRound(
  t: TestApp,
  token: string,
  codBseTurma: number,
  codTrlConteudo: number,
): Promise<GameRoundStart> {
  const response = await t.call('POST', '/api/plataforma/rodada', {
    token,
    body: { codBseTurma, codTrlConteudo },
  });
  if (response.status !== 200) throw new Error(`No round started: ${response.status}`);
  return json<GameRoundStart>(response);
}

/**
 * A round of a game the server starts, then answered with nothing and lost (a round counts in the
 * learner's progress won or lost): the answer of POST /api/plataforma/tentativa.
 */
export async function lostRound(
  t: TestApp,
  token: string,
  codBseTurma: number,
  codTrlConteudo: number,
  durationMs = 1000,
): Promise<Response> {
  const { roundId } = await startRound(t, token, codBseTurma, codTrlConteudo);
  return t.call('POST', '/api/plataforma/tentativa', {
    token,
    body: { codBseTurma, codTrlConteudo, roundId, won: false, score: 0, answers: [], durationMs },
  });
}

/** Memory played honestly on the server's board: each pair of cards turned ("a-b", 1-based). */
export const pairsOf = (board: readonly number[]): string[] =>
  [...new Set(board)].map((image) => {
    const [a, b] = board.flatMap((c, i) => (c === image ? [i + 1] : []));
    return `${a}-${b}`;
  });

/** The puzzle solved from the server's starting order: a swap ("a-b", 1-based) per piece out of place. */
export function swapsOf(board: readonly number[]): string[] {
  const order = [...board];
  const swaps: string[] = [];
  for (let place = 0; place < order.length; place++) {
    const at = order.indexOf(place);
    if (at === place) continue;
    [order[place], order[at]] = [order[at]!, order[place]!];
    swaps.push(`${place + 1}-${at + 1}`);
  }
  return swaps;
}
