import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/** Where in a class's active trail a student is: the content and its place. */
export interface LearnerPlace {
  codBseUsuario: number;
  codBseTurma: number;
  codTrlLivro: number;
  codTrlCapitulo: number;
  codTrlAula: number;
  codTrlConteudo: number;
}

/**
 * A view: the place, and the São Paulo day it was seen on (`YYYY-MM-DD`; views recorded before
 * issue 31 have none).
 */
export interface ContentViewedData extends LearnerPlace {
  viewedOn?: string;
}

export interface GameAttemptedData extends LearnerPlace {
  codTrlJogo: number;
  won: boolean;
  /** 0 to 1. */
  score: number;
  /** What the player gave, in order (short texts). */
  answers: string[];
  durationMs: number;
  /**
   * The round the server started (decision 0057), when it did: its id, and the board it drew
   * (memory: the image on each card; the puzzle: the starting order), on which `answers` were
   * played. Absent on rounds recorded before it and on rounds of games without a board.
   */
  roundId?: string;
  board?: number[];
}

/** A rating question (`codAvaliacao`, decision 0029's fixed set) and its score, 1 to 5. */
export interface ChapterRating {
  codAvaliacao: number;
  numAvaliacao: number;
}

/**
 * A learner's own stream (`learner-<codBseUsuario>`): what a student (or a Professor trying
 * the player) did in the player. Facts of one person, appended without conflict (decision 0029).
 */
export type LearnerEvent =
  | DomainEvent<'ContentViewed', ContentViewedData>
  | DomainEvent<'GameAttempted', GameAttemptedData>
  | DomainEvent<'ChapterCompleted', Omit<LearnerPlace, 'codTrlAula' | 'codTrlConteudo'>>
  | DomainEvent<
      'ChapterRated',
      Omit<LearnerPlace, 'codTrlAula' | 'codTrlConteudo'> & { avaliacoes: ChapterRating[] }
    >;

export const isLearnerEvent = eventGuard<LearnerEvent>({
  ContentViewed: true,
  GameAttempted: true,
  ChapterCompleted: true,
  ChapterRated: true,
});

export const learnerStream = (codBseUsuario: number): string => `learner-${codBseUsuario}`;

/** Where a learner is: the player's id, and the place, which is its progress (record). */
const CHAPTER_PLACE = {
  codBseUsuario: 'technical',
  codBseTurma: 'record',
  codTrlLivro: 'record',
  codTrlCapitulo: 'record',
} as const;
const PLACE = { ...CHAPTER_PLACE, codTrlAula: 'record', codTrlConteudo: 'record' } as const;

/**
 * What each player event holds (decision 0061): the player's id and its record (views, rounds,
 * progress, ratings), nothing else about it or anyone (LGPD Art. 14 §4).
 */
export const learnerPrivacy = privacyRegister<LearnerEvent>({
  ContentViewed: { fields: { ...PLACE, viewedOn: 'technical' } },
  GameAttempted: {
    fields: {
      ...PLACE,
      codTrlJogo: 'record',
      won: 'record',
      score: 'record',
      answers: 'record',
      durationMs: 'record',
      roundId: 'technical',
      board: 'technical',
    },
  },
  ChapterCompleted: { fields: CHAPTER_PLACE },
  ChapterRated: { fields: { ...CHAPTER_PLACE, avaliacoes: 'record' } },
});
