import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type LearnerCommand, learnerDecider } from './learner.decider.js';
import type { LearnerEvent, LearnerPlace } from './learner.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(learnerDecider, context);

const place = (codTrlConteudo: number, codTrlCapitulo = 40): LearnerPlace => ({
  codBseUsuario: 9,
  codBseTurma: 7,
  codTrlLivro: 30,
  codTrlCapitulo,
  codTrlAula: 50,
  codTrlConteudo,
});
/** A view of `context`'s São Paulo day (`on`: another day; null: one recorded before views had a day). */
const viewed = (id: number, chapter = 40, on: string | null = '2026-11-25'): LearnerEvent => ({
  type: 'ContentViewed',
  data: on === null ? place(id, chapter) : { ...place(id, chapter), viewedOn: on },
});
const completed: LearnerEvent = {
  type: 'ChapterCompleted',
  data: { codBseUsuario: 9, codBseTurma: 7, codTrlLivro: 30, codTrlCapitulo: 40 },
};
const view = (id: number, contents = [1, 2, 3], games: number[] = []): LearnerCommand => ({
  type: 'ViewContent',
  place: place(id),
  chapter: { contents, games },
});
const round = (id: number, won: boolean, score: number) => ({
  ...place(id),
  codTrlJogo: 6,
  won,
  score,
  answers: ['B'],
  durationMs: 4000,
});
const played = (id: number, won = false, score = 0): LearnerEvent => ({
  type: 'GameAttempted',
  data: round(id, won, score),
});
const play = (id: number, won: boolean, contents = [1, 2, 3], games = [2, 3]): LearnerCommand => ({
  type: 'RecordAttempt',
  attempt: round(id, won, won ? 1 : 0),
  chapter: { contents, games },
});

describe('learner decider', () => {
  it('records a view, and completes the chapter with its last unseen content', () => {
    spec
      .given([])
      .when(view(1))
      .then([viewed(1)]);
    spec
      .given([viewed(1), viewed(2)])
      .when(view(3))
      .then([viewed(3), completed]);
    spec
      .given([viewed(1), viewed(3), viewed(2, 41)])
      .when(view(1))
      .then([viewed(1)]);
  });

  it('completes a chapter once, and counts the contents it has now', () => {
    spec
      .given([viewed(1), viewed(2), viewed(3), completed])
      .when(view(1))
      .then([viewed(1)]);
    spec
      .given([viewed(1)])
      .when(view(2, [1, 2]))
      .then([viewed(2), completed]);
    spec
      .given([])
      .when(view(1, []))
      .then([viewed(1)]);
  });

  it('records a view that repeats the trail’s last one once a São Paulo day', () => {
    // The page reloaded: the last view again, the same day, records nothing.
    spec
      .given([viewed(1), viewed(2)])
      .when(view(2))
      .then([]);
    // 23:30 in São Paulo is still that day (02:30 UTC the next).
    deciderSpec(learnerDecider, { ...context, now: new Date('2026-11-26T02:30:00Z') })
      .given([viewed(1), viewed(2)])
      .when(view(2))
      .then([]);
    // Back to an earlier content moves the resume: recorded, as a view of the same content the next day.
    spec
      .given([viewed(1), viewed(2)])
      .when(view(1))
      .then([viewed(1)]);
    spec
      .given([viewed(1), viewed(2, 40, '2026-11-24')])
      .when(view(2))
      .then([viewed(2)]);
    spec
      .given([viewed(2, 40, null)])
      .when(view(2))
      .then([viewed(2)]);
  });

  it('records the repeat of the last view from another class, and in another trail apart', () => {
    const otherClass: LearnerCommand = {
      type: 'ViewContent',
      place: { ...place(2), codBseTurma: 8 },
      chapter: { contents: [1, 2, 3], games: [] },
    };
    spec
      .given([viewed(2)])
      .when(otherClass)
      .then([{ type: 'ContentViewed', data: { ...place(2), codBseTurma: 8, viewedOn: '2026-11-25' } }]);
    const otherTrail: LearnerEvent = {
      type: 'ContentViewed',
      data: { ...place(9, 90), codTrlLivro: 31, viewedOn: '2026-11-25' },
    };
    spec
      .given([viewed(2), otherTrail])
      .when(view(2))
      .then([]);
  });

  it('completes the chapter on a repeated view when the chapter lost its unseen content', () => {
    spec
      .given([viewed(1), viewed(2)])
      .when(view(2, [1, 2]))
      .then([completed]);
  });

  it('records every game round as it came', () => {
    spec
      .given([])
      .when(play(2, false))
      .then([played(2)]);
    spec
      .given([viewed(1), played(2, true, 1)])
      .when(play(2, true))
      .then([played(2, true, 1)]);
  });

  it('leaves a chapter incomplete while one of its games was only looked at', () => {
    spec
      .given([viewed(1), viewed(2)])
      .when(view(3, [1, 2, 3], [2, 3]))
      .then([viewed(3)]);
    spec
      .given([viewed(1), viewed(2), viewed(3), played(3, true, 1)])
      .when(view(1, [1, 2, 3], [2, 3]))
      .then([viewed(1)]);
  });

  it('completes a chapter with its last game’s round, won or lost', () => {
    spec
      .given([viewed(1), viewed(2), viewed(3), played(2, true, 1)])
      .when(play(3, false))
      .then([played(3), completed]);
    spec
      .given([viewed(1), viewed(2), played(2), viewed(3), played(3), completed])
      .when(play(3, true))
      .then([played(3, true, 1)]);
  });

  it('completes a chapter with its last unseen content once every game was played', () => {
    spec
      .given([viewed(1), played(2), viewed(2), played(3)])
      .when(view(3, [1, 2, 3], [2, 3]))
      .then([viewed(3), completed]);
  });

  it('records a round of memory or the puzzle only from a round the server started, once', () => {
    const boardRound = (roundId?: string) => ({
      ...round(2, true, 1),
      codTrlJogo: 5,
      answers: ['1-2'],
      ...(roundId === undefined ? {} : { roundId, board: [1, 0, 2, 3, 4, 5, 6, 7, 8] }),
    });
    const playBoard = (roundId?: string): LearnerCommand => ({
      type: 'RecordAttempt',
      attempt: boardRound(roundId),
      chapter: { contents: [1, 2, 3], games: [2, 3] },
    });
    const playedBoard = (roundId: string): LearnerEvent => ({
      type: 'GameAttempted',
      data: boardRound(roundId),
    });
    spec
      .given([])
      .when(playBoard('r1'))
      .then([playedBoard('r1')]);
    spec.given([]).when(playBoard()).thenFails('player.roundNotStarted');
    spec
      .given([playedBoard('r1')])
      .when(playBoard('r1'))
      .thenFails('player.roundRecorded');
    spec
      .given([playedBoard('r1')])
      .when(playBoard('r2'))
      .then([playedBoard('r2')]);
    // The games without a board need no round.
    spec
      .given([played(2)])
      .when(play(2, false))
      .then([played(2)]);
  });

  it('rates a completed chapter once', () => {
    const chapterPlace = { codBseUsuario: 9, codBseTurma: 7, codTrlLivro: 30, codTrlCapitulo: 40 };
    const avaliacoes = [
      { codAvaliacao: 1, numAvaliacao: 5 },
      { codAvaliacao: 2, numAvaliacao: 4 },
      { codAvaliacao: 3, numAvaliacao: 3 },
    ];
    const rate: LearnerCommand = { type: 'RateChapter', place: chapterPlace, avaliacoes };
    const rated: LearnerEvent = { type: 'ChapterRated', data: { ...chapterPlace, avaliacoes } };
    spec
      .given([viewed(1), completed])
      .when(rate)
      .then([rated]);
    spec
      .given([viewed(1)])
      .when(rate)
      .thenFails('rating.notCompleted');
    spec.given([completed, rated]).when(rate).thenFails('rating.already');
  });
});
