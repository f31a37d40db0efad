import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

export interface TrailCreatedData {
  codTrlLivro: number;
  dscTitulo: string;
  /** The trail's place in the catalogue: its id at first (`firstTrailSequence`), then swapped. */
  numSequencia: number;
  /** The school that owns it; null: the network's catalogue (decision 0070). */
  codBseEscola: number | null;
  /** Who created it (null: the system). A Professor changes the trails it created. */
  codUsuarioCriacao: number | null;
  /**
   * The trail it is a copy of (null: authored). A copy is not offered until its
   * `TrailCopyCompleted`: its chapters, lessons and contents are appended one stream at a time.
   */
  copiedFrom: number | null;
}

export interface ChapterCreatedData {
  codTrlCapitulo: number;
  codTrlLivro: number;
  dscTitulo: string;
  /** 1 for a trail's first chapter, then one past the highest of the trail's chapters. */
  numSequencia: number;
  /** The chapter it copies, when a copy of a trail made it: a resumed copy makes it only once. */
  copiedFrom?: number;
}

/** A chapter's place after a swap. */
export interface ChapterPlace {
  codTrlCapitulo: number;
  numSequencia: number;
}

/**
 * A trail's stream (`trail-<id>`): its own facts and those of its chapters that touch the
 * trail's invariants (how many, which sequence numbers): a chapter is born, deleted and
 * reordered here, in one event each (docs/decisions/0025-content-tree.md).
 */
export type TrailEvent =
  | DomainEvent<'TrailCreated', TrailCreatedData>
  | DomainEvent<'TrailRenamed', { codTrlLivro: number; dscTitulo: string }>
  | DomainEvent<'TrailActivated', { codTrlLivro: number }>
  | DomainEvent<'TrailDeleted', { codTrlLivro: number }>
  | DomainEvent<'TrailCopyCompleted', { codTrlLivro: number }>
  | DomainEvent<'ChapterCreated', ChapterCreatedData>
  | DomainEvent<'ChapterDeleted', { codTrlCapitulo: number; codTrlLivro: number }>
  | DomainEvent<'ChaptersSwapped', { codTrlLivro: number; capitulo1: ChapterPlace; capitulo2: ChapterPlace }>;

export const isTrailEvent = eventGuard<TrailEvent>({
  TrailCreated: true,
  TrailRenamed: true,
  TrailActivated: true,
  TrailDeleted: true,
  TrailCopyCompleted: true,
  ChapterCreated: true,
  ChapterDeleted: true,
  ChaptersSwapped: true,
});

export const trailStream = (id: number): string => `trail-${id}`;

/**
 * A new trail's place in the catalogue is its id: ids come from one sequence, so places are
 * unique and in creation order without a read of the catalogue; swaps exchange two of them.
 */
export const firstTrailSequence = (codTrlLivro: number): number => codTrlLivro;

/** A trail's place after a swap. */
export interface TrailPlace {
  codTrlLivro: number;
  numSequencia: number;
}

/** The catalogue's stream (`trail-catalogue`): the order of the trails, one event per swap. */
export type TrailCatalogueEvent = DomainEvent<'TrailsSwapped', { livro1: TrailPlace; livro2: TrailPlace }>;

export const isTrailCatalogueEvent = eventGuard<TrailCatalogueEvent>({ TrailsSwapped: true });

export const TRAIL_CATALOGUE_STREAM = 'trail-catalogue';

/** What each trail event holds (decision 0061): the network's and the schools' material, ids of their authors. */
export const trailPrivacy = privacyRegister<TrailEvent>({
  TrailCreated: {
    fields: {
      codTrlLivro: 'technical',
      dscTitulo: 'content',
      numSequencia: 'technical',
      codBseEscola: 'technical',
      codUsuarioCriacao: 'technical',
      copiedFrom: 'technical',
    },
  },
  TrailRenamed: { fields: { codTrlLivro: 'technical', dscTitulo: 'content' } },
  TrailActivated: { fields: { codTrlLivro: 'technical' } },
  TrailDeleted: { fields: { codTrlLivro: 'technical' } },
  TrailCopyCompleted: { fields: { codTrlLivro: 'technical' } },
  ChapterCreated: {
    fields: {
      codTrlCapitulo: 'technical',
      codTrlLivro: 'technical',
      dscTitulo: 'content',
      numSequencia: 'technical',
      copiedFrom: 'technical',
    },
  },
  ChapterDeleted: { fields: { codTrlCapitulo: 'technical', codTrlLivro: 'technical' } },
  ChaptersSwapped: { fields: { codTrlLivro: 'technical', capitulo1: 'technical', capitulo2: 'technical' } },
});

/** What a swap of trails holds: ids and places only. */
export const trailCataloguePrivacy = privacyRegister<TrailCatalogueEvent>({
  TrailsSwapped: { fields: { livro1: 'technical', livro2: 'technical' } },
});
