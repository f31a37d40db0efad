import { describe, expect, it } from 'vitest';
import type { LearnerEvent, LearnerPlace } from '@school/modules/teaching';
import { projectionSpec } from '@school/test-support';
import { attemptsOf, learnerPosition, learnerProgressProjection, seenContents } from './index.js';

const spec = projectionSpec<LearnerEvent>(learnerProgressProjection);
const place = (codBseUsuario: number, codTrlConteudo: number): LearnerPlace => ({
  codBseUsuario,
  codBseTurma: 7,
  codTrlLivro: 30,
  codTrlCapitulo: 40,
  codTrlAula: 50,
  codTrlConteudo,
});

describe('learner progress read model', () => {
  it('keeps where each learner is, what it saw once, and every game round', async () => {
    await spec.given(
      { type: 'ContentViewed', data: place(1, 101) },
      { type: 'ContentViewed', data: place(1, 102) },
      { type: 'ContentViewed', data: place(1, 101) },
      { type: 'ContentViewed', data: place(2, 103) },
      {
        type: 'GameAttempted',
        data: {
          ...place(1, 102),
          codTrlJogo: 7,
          won: false,
          score: 0.5,
          answers: ['S', 'N'],
          durationMs: 4000,
        },
      },
      {
        type: 'GameAttempted',
        data: { ...place(1, 102), codTrlJogo: 7, won: true, score: 1, answers: ['S', 'S'], durationMs: 3000 },
      },
    );
    expect(await learnerPosition(spec.db, 1, 30)).toBe(101);
    expect(await learnerPosition(spec.db, 1, 31)).toBeNull();
    expect(await seenContents(spec.db, 1, 30)).toEqual([101, 102]);
    const attempts = await attemptsOf(spec.db, 1, 102);
    expect(attempts.map((a) => [a.won, a.score, a.answers])).toEqual([
      [false, 50, ['S', 'N']],
      [true, 100, ['S', 'S']],
    ]);
  });
});
