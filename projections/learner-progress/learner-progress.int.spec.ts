import { describe, expect, it } from 'vitest';
import type { LearnerEvent, LearnerPlace } from '@school/modules/teaching';
import { projectionSpec } from '@school/test-support';
import { attemptsOf, classProgress, learnerProgressProjection, learnerTrailState } from './index.js';

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
    expect(await learnerTrailState(spec.db, 1, 30)).toMatchObject({ position: 101, seen: [101, 102] });
    expect(await learnerTrailState(spec.db, 1, 31)).toEqual({
      position: null,
      seen: [],
      completed: [],
      rated: [],
      games: [],
    });
    const attempts = await attemptsOf(spec.db, 1, 102);
    expect(attempts.map((a) => [a.won, a.score, a.answers])).toEqual([
      [false, 50, ['S', 'N']],
      [true, 100, ['S', 'S']],
    ]);
  });

  it('keeps each learner’s best result in each game: rounds, won once, best score', async () => {
    const round = (codBseUsuario: number, codTrlConteudo: number, won: boolean, score: number) => ({
      type: 'GameAttempted' as const,
      data: {
        ...place(codBseUsuario, codTrlConteudo),
        codTrlJogo: 6,
        won,
        score,
        answers: [],
        durationMs: 1,
      },
    });
    const won = spec.recorded(round(3, 201, true, 1));
    await spec.given(
      { type: 'ContentViewed', data: place(3, 201) },
      round(3, 201, false, 0.25),
      won,
      round(3, 201, false, 0.5),
      round(3, 202, false, 0.75),
      round(4, 201, false, 0),
    );
    await spec.given(won); // a replayed round counts once
    expect((await learnerTrailState(spec.db, 3, 30)).games).toEqual([
      { codTrlConteudo: 201, codTrlCapitulo: 40, rounds: 3, won: true, bestScore: 100 },
      { codTrlConteudo: 202, codTrlCapitulo: 40, rounds: 1, won: false, bestScore: 75 },
    ]);
    expect((await learnerTrailState(spec.db, 3, 31)).games).toEqual([]);
    const progress = await classProgress(spec.db, 7, 30);
    expect(progress.views).toContainEqual({ codBseUsuario: 3, codTrlConteudo: 201 });
    expect(progress.games.filter((g) => g.codBseUsuario === 4)).toEqual([
      { codBseUsuario: 4, codTrlConteudo: 201, codTrlCapitulo: 40, rounds: 1, won: false, bestScore: 0 },
    ]);
    // A learner who only played still has a last activity.
    expect(progress.lastActivity.get(4)).toBeInstanceOf(Date);
  });

  it('answers the chapters a learner completed and rated, each once, in order', async () => {
    const chapter = (codBseUsuario: number, codTrlCapitulo: number) => {
      const { codTrlAula: _lesson, codTrlConteudo: _content, ...rest } = place(codBseUsuario, 0);
      return { ...rest, codTrlCapitulo };
    };
    await spec.given(
      { type: 'ChapterCompleted', data: chapter(5, 42) },
      { type: 'ChapterCompleted', data: chapter(5, 41) },
      {
        type: 'ChapterRated',
        data: {
          ...chapter(5, 42),
          avaliacoes: [
            { codAvaliacao: 1, numAvaliacao: 5 },
            { codAvaliacao: 2, numAvaliacao: 4 },
          ],
        },
      },
      { type: 'ChapterCompleted', data: chapter(6, 41) },
    );
    expect(await learnerTrailState(spec.db, 5, 30)).toMatchObject({ completed: [41, 42], rated: [42] });
  });
});
