import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { trailDecider } from './trail.decider.js';
import type { TrailEvent } from './trail.events.js';

const context: DecisionContext = {
  now: new Date('2026-11-23T10:00:00Z'),
  actor: { userId: 1, profile: 1, schoolId: 1, unitId: null },
};
const spec = deciderSpec(trailDecider, context);

const CATALOGUE = { codBseEscola: null, codUsuarioCriacao: 1 };
const created: TrailEvent = {
  type: 'TrailCreated',
  data: { codTrlLivro: 7, dscTitulo: 'Matemática', numSequencia: 7, ...CATALOGUE, copiedFrom: null },
};
const createTrail = (dscTitulo: string) =>
  ({ type: 'CreateTrail', codTrlLivro: 7, dscTitulo, owner: CATALOGUE, copiedFrom: null }) as const;
const chapter = (codTrlCapitulo: number, numSequencia: number): TrailEvent => ({
  type: 'ChapterCreated',
  data: { codTrlCapitulo, codTrlLivro: 7, dscTitulo: `Capítulo ${codTrlCapitulo}`, numSequencia },
});
const deletedTrail: TrailEvent = { type: 'TrailDeleted', data: { codTrlLivro: 7 } };
const createChapter = (codTrlCapitulo: number, maxChapters = 50) =>
  ({ type: 'CreateChapter', codTrlCapitulo, dscTitulo: `Capítulo ${codTrlCapitulo}`, maxChapters }) as const;

describe('trail decider', () => {
  it('creates a trail at its first place in the catalogue (its id), once', () => {
    spec.given([]).when(createTrail('Matemática')).then([created]);
    spec.given([created]).when(createTrail('Outra')).thenFails('generic.conflict');
  });

  it("records the owner a school's trail is created with (decision 0070)", () => {
    const owner = { codBseEscola: 3, codUsuarioCriacao: 40 };
    spec
      .given([])
      .when({ type: 'CreateTrail', codTrlLivro: 8, dscTitulo: 'Frações', owner, copiedFrom: null })
      .then([
        {
          type: 'TrailCreated',
          data: { codTrlLivro: 8, dscTitulo: 'Frações', numSequencia: 8, ...owner, copiedFrom: null },
        },
      ]);
  });

  it('folds a trail recorded before owners as the catalogue’s, authored', () => {
    const old = { type: 'TrailCreated', data: { codTrlLivro: 7, dscTitulo: 'Matemática', numSequencia: 7 } };
    const state = [old as TrailEvent].reduce(trailDecider.evolve, trailDecider.initialState());
    expect(state).toMatchObject({
      status: 'active',
      owner: { codBseEscola: null, codUsuarioCriacao: null },
      copying: null,
    });
  });

  it('a copy makes each source chapter once and completes once', () => {
    const copy: TrailEvent = {
      type: 'TrailCreated',
      data: {
        codTrlLivro: 9,
        dscTitulo: 'Matemática',
        numSequencia: 9,
        codBseEscola: 3,
        codUsuarioCriacao: 40,
        copiedFrom: 7,
      },
    };
    const copied: TrailEvent = {
      type: 'ChapterCreated',
      data: { codTrlCapitulo: 30, codTrlLivro: 9, dscTitulo: 'Capítulo 30', numSequencia: 1, copiedFrom: 20 },
    };
    const again = { ...createChapter(31), copiedFrom: 20 };
    spec
      .given([copy])
      .when({ ...createChapter(30), copiedFrom: 20 })
      .then([copied]);
    spec.given([copy, copied]).when(again).thenNothing();
    const completed: TrailEvent = { type: 'TrailCopyCompleted', data: { codTrlLivro: 9 } };
    spec.given([copy, copied]).when({ type: 'CompleteTrailCopy', codTrlLivro: 9 }).then([completed]);
    spec.given([copy, copied, completed]).when({ type: 'CompleteTrailCopy', codTrlLivro: 9 }).thenNothing();
    spec.given([created]).when({ type: 'CompleteTrailCopy', codTrlLivro: 7 }).thenNothing();
  });

  it('renames a trail; the same title appends nothing', () => {
    spec
      .given([created])
      .when({ type: 'RenameTrail', codTrlLivro: 7, dscTitulo: 'Português' })
      .then([{ type: 'TrailRenamed', data: { codTrlLivro: 7, dscTitulo: 'Português' } }]);
    spec
      .given([created])
      .when({ type: 'RenameTrail', codTrlLivro: 7, dscTitulo: 'Matemática' })
      .thenNothing();
  });

  it('activates a trail once', () => {
    const activated: TrailEvent = { type: 'TrailActivated', data: { codTrlLivro: 7 } };
    spec.given([created]).when({ type: 'ActivateTrail', codTrlLivro: 7 }).then([activated]);
    spec.given([created, activated]).when({ type: 'ActivateTrail', codTrlLivro: 7 }).thenNothing();
  });

  it('deletes a trail without chapters; refuses one with chapters; a deleted trail is not found', () => {
    spec.given([created]).when({ type: 'DeleteTrail', codTrlLivro: 7 }).then([deletedTrail]);
    spec
      .given([created, chapter(20, 1)])
      .when({ type: 'DeleteTrail', codTrlLivro: 7 })
      .thenFails('trail.hasChapters');
    const gone = spec.given([created, deletedTrail]);
    gone.when({ type: 'DeleteTrail', codTrlLivro: 7 }).thenFails('generic.notFound');
    gone.when({ type: 'RenameTrail', codTrlLivro: 7, dscTitulo: 'X' }).thenFails('generic.notFound');
    gone.when(createChapter(21)).thenFails('generic.notFound');
    spec.given([]).when({ type: 'ActivateTrail', codTrlLivro: 7 }).thenFails('generic.notFound');
  });

  it('numbers chapters from 1, one past the highest, also after a deletion', () => {
    spec
      .given([created])
      .when(createChapter(20))
      .then([chapter(20, 1)]);
    spec
      .given([created, chapter(20, 1), chapter(21, 2)])
      .when(createChapter(22))
      .then([chapter(22, 3)]);
    spec
      .given([
        created,
        chapter(20, 1),
        chapter(21, 2),
        { type: 'ChapterDeleted', data: { codTrlCapitulo: 20, codTrlLivro: 7 } },
      ])
      .when(createChapter(22))
      .then([chapter(22, 3)]);
  });

  it('refuses a chapter beyond the configured limit', () => {
    spec
      .given([created, chapter(20, 1), chapter(21, 2)])
      .when(createChapter(22, 2))
      .thenFails('chapter.limit');
    spec
      .given([created, chapter(20, 1)])
      .when(createChapter(22, 2))
      .then([chapter(22, 2)]);
  });

  it('deletes a chapter of the trail, and only of the trail', () => {
    spec
      .given([created, chapter(20, 1)])
      .when({ type: 'DeleteChapter', codTrlCapitulo: 20, lessons: 0 })
      .then([{ type: 'ChapterDeleted', data: { codTrlCapitulo: 20, codTrlLivro: 7 } }]);
    spec
      .given([created, chapter(20, 1)])
      .when({ type: 'DeleteChapter', codTrlCapitulo: 99, lessons: 0 })
      .thenFails('generic.notFound');
  });

  it('refuses to delete a chapter that still has lessons (decision 0025)', () => {
    spec
      .given([created, chapter(20, 1)])
      .when({ type: 'DeleteChapter', codTrlCapitulo: 20, lessons: 2 })
      .thenFails('chapter.hasLessons');
  });

  it('swaps the sequence numbers of two chapters in one event', () => {
    const swapped: TrailEvent = {
      type: 'ChaptersSwapped',
      data: {
        codTrlLivro: 7,
        capitulo1: { codTrlCapitulo: 20, numSequencia: 2 },
        capitulo2: { codTrlCapitulo: 21, numSequencia: 1 },
      },
    };
    const given = [created, chapter(20, 1), chapter(21, 2)];
    spec.given(given).when({ type: 'SwapChapters', capitulo1: 20, capitulo2: 21 }).then([swapped]);
    // Swapped back from the new places: each decision reads the sequence numbers as they stand.
    spec
      .given([...given, swapped])
      .when({ type: 'SwapChapters', capitulo1: 21, capitulo2: 20 })
      .then([
        {
          type: 'ChaptersSwapped',
          data: {
            codTrlLivro: 7,
            capitulo1: { codTrlCapitulo: 21, numSequencia: 2 },
            capitulo2: { codTrlCapitulo: 20, numSequencia: 1 },
          },
        },
      ]);
  });

  it('refuses a swap with a chapter of another trail, or of a chapter with itself', () => {
    const given = [created, chapter(20, 1), chapter(21, 2)];
    spec
      .given(given)
      .when({ type: 'SwapChapters', capitulo1: 20, capitulo2: 99 })
      .thenFails('chapter.swapSameTrail');
    spec
      .given(given)
      .when({ type: 'SwapChapters', capitulo1: 20, capitulo2: 20 })
      .thenFails('chapter.swapSameTrail');
  });
});
