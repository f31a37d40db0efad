import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';
import type { ContentDetail } from '../lesson-content/lesson-content.contracts.js';

export interface ContentCreatedData {
  codTrlConteudo: number;
  codTrlAula: number;
  codTrlCapitulo: number;
  codTrlTipoConteudo: number;
  /** 1 for a lesson's first content, then one past the highest. */
  numSequencia: number;
  /** The detail created with it in one event, or null when the detail POST follows (legacy flow). */
  detail: ContentDetail | null;
  /** The content it copies, when a copy of a trail made it (decision 0070): made only once. */
  copiedFrom?: number;
}

/** A content's place after a swap. */
export interface ContentPlace {
  codTrlConteudo: number;
  numSequencia: number;
}

/**
 * A lesson's stream (`lesson-<id>`): its own edits, and the facts of its contents that touch
 * the lesson's invariants (which exist, which sequence numbers). The lesson's birth, deletion
 * and place are its chapter's (`LessonCreated`, `LessonDeleted`, `LessonsSwapped`).
 */
export type LessonEvent =
  | DomainEvent<
      'LessonEdited',
      {
        codTrlAula: number;
        codTrlCapitulo: number;
        dscTitulo: string;
        dscDescricao: string;
        codTrlMateria: number;
      }
    >
  | DomainEvent<'ContentCreated', ContentCreatedData>
  | DomainEvent<'ContentDeleted', { codTrlConteudo: number; codTrlAula: number; codTrlCapitulo: number }>
  | DomainEvent<
      'ContentsSwapped',
      { codTrlAula: number; codTrlCapitulo: number; conteudo1: ContentPlace; conteudo2: ContentPlace }
    >;

export const isLessonEvent = eventGuard<LessonEvent>({
  LessonEdited: true,
  ContentCreated: true,
  ContentDeleted: true,
  ContentsSwapped: true,
});

export const lessonStream = (id: number): string => `lesson-${id}`;

/** What each lesson event holds (decision 0061): the network's material only. */
export const lessonPrivacy = privacyRegister<LessonEvent>({
  LessonEdited: {
    fields: {
      codTrlAula: 'technical',
      codTrlCapitulo: 'technical',
      dscTitulo: 'content',
      dscDescricao: 'content',
      codTrlMateria: 'technical',
    },
  },
  ContentCreated: {
    fields: {
      codTrlConteudo: 'technical',
      codTrlAula: 'technical',
      codTrlCapitulo: 'technical',
      codTrlTipoConteudo: 'technical',
      numSequencia: 'technical',
      detail: 'content',
      copiedFrom: 'technical',
    },
  },
  ContentDeleted: {
    fields: { codTrlConteudo: 'technical', codTrlAula: 'technical', codTrlCapitulo: 'technical' },
  },
  ContentsSwapped: {
    fields: {
      codTrlAula: 'technical',
      codTrlCapitulo: 'technical',
      conteudo1: 'technical',
      conteudo2: 'technical',
    },
  },
});
