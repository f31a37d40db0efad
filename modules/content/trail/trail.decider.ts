import { assertNever, DomainError, type Decider, requireAbsent, requireActive } from '@school/modules/kernel';
import { type ChapterPlace, firstTrailSequence, isTrailEvent, type TrailEvent } from './trail.events.js';
import type { TrailOwner } from './trail-owner.rules.js';
import { nextSequence, swapPlaces, withoutItem } from '../sequence.js';

export type TrailCommand =
  /** `owner`: `ownerOfNewTrail(caller)`; `copiedFrom`: the trail a copy starts from (null: authored). */
  | {
      type: 'CreateTrail';
      codTrlLivro: number;
      dscTitulo: string;
      owner: TrailOwner;
      copiedFrom: number | null;
    }
  /** A copy's last step: every chapter, lesson and content is there; the trail is offered from now on. */
  | { type: 'CompleteTrailCopy'; codTrlLivro: number }
  | { type: 'RenameTrail'; codTrlLivro: number; dscTitulo: string }
  | { type: 'ActivateTrail'; codTrlLivro: number }
  | { type: 'DeleteTrail'; codTrlLivro: number }
  /**
   * `maxChapters`: the configured limit of chapters per trail (CONTENT_MAX_CHAPTERS_PER_TRAIL).
   * `copiedFrom`: the source chapter, when a copy makes it (once: a resumed copy appends nothing).
   */
  | {
      type: 'CreateChapter';
      codTrlCapitulo: number;
      dscTitulo: string;
      maxChapters: number;
      copiedFrom?: number;
    }
  /** `lessons`: how many lessons the chapter's own stream holds (refused when any, decision 0025). */
  | { type: 'DeleteChapter'; codTrlCapitulo: number; lessons: number }
  | { type: 'SwapChapters'; capitulo1: number; capitulo2: number };

export type TrailState =
  | { status: 'absent' }
  | {
      status: 'active' | 'deleted';
      codTrlLivro: number;
      dscTitulo: string;
      ativo: boolean;
      owner: TrailOwner;
      /** The source of a copy not complete yet (null: authored, or a complete copy): not offered. */
      copying: number | null;
      /** The trail's chapters (their first titles) and sequence numbers, in creation order. */
      chapters: readonly TrailChapter[];
    };

export interface TrailChapter extends ChapterPlace {
  /** The title it was created with; renames are the chapter's own stream's. */
  dscTitulo: string;
  /** The source chapter of a copy's chapter. */
  copiedFrom?: number;
}

const place = (chapters: readonly TrailChapter[], id: number) =>
  chapters.find((c) => c.codTrlCapitulo === id);

export const trailDecider: Decider<TrailCommand, TrailState, TrailEvent> = {
  isEvent: isTrailEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    if (event.type === 'TrailCreated') {
      // `?? null`: what the upcaster gives a trail recorded before owners (decision 0070).
      const { codBseEscola = null, codUsuarioCriacao = null, copiedFrom = null } = event.data;
      return {
        status: 'active',
        codTrlLivro: event.data.codTrlLivro,
        dscTitulo: event.data.dscTitulo,
        ativo: false,
        owner: { codBseEscola, codUsuarioCriacao },
        copying: copiedFrom,
        chapters: [],
      };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'TrailRenamed':
        return { ...state, dscTitulo: event.data.dscTitulo };
      case 'TrailActivated':
        return { ...state, ativo: true };
      case 'TrailDeleted':
        return { ...state, status: 'deleted' };
      case 'TrailCopyCompleted':
        return { ...state, copying: null };
      case 'ChapterCreated': {
        const { codTrlCapitulo, numSequencia, dscTitulo, copiedFrom } = event.data;
        const chapter: TrailChapter = { codTrlCapitulo, numSequencia, dscTitulo };
        if (copiedFrom !== undefined) chapter.copiedFrom = copiedFrom;
        return { ...state, chapters: [...state.chapters, chapter] };
      }
      case 'ChapterDeleted':
        return {
          ...state,
          chapters: withoutItem(state.chapters, 'codTrlCapitulo', event.data.codTrlCapitulo),
        };
      case 'ChaptersSwapped': {
        const { capitulo1, capitulo2 } = event.data;
        return { ...state, chapters: swapPlaces(state.chapters, 'codTrlCapitulo', [capitulo1, capitulo2]) };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    if (command.type === 'CreateTrail') {
      requireAbsent(state);
      const { codTrlLivro, dscTitulo, owner, copiedFrom } = command;
      return [
        {
          type: 'TrailCreated',
          data: {
            codTrlLivro,
            dscTitulo,
            numSequencia: firstTrailSequence(codTrlLivro),
            ...owner,
            copiedFrom,
          },
        },
      ];
    }
    requireActive(state);
    const { codTrlLivro, chapters } = state;
    switch (command.type) {
      case 'RenameTrail':
        if (state.dscTitulo === command.dscTitulo) return [];
        return [{ type: 'TrailRenamed', data: { codTrlLivro, dscTitulo: command.dscTitulo } }];

      case 'CompleteTrailCopy':
        return state.copying === null ? [] : [{ type: 'TrailCopyCompleted', data: { codTrlLivro } }];

      case 'ActivateTrail':
        return state.ativo ? [] : [{ type: 'TrailActivated', data: { codTrlLivro } }];

      case 'DeleteTrail':
        // Refused rather than cascaded: a chapter will own lessons on its own stream, which one
        // event here could not delete with it (decision 0025).
        if (chapters.length > 0) throw new DomainError('trail.hasChapters');
        return [{ type: 'TrailDeleted', data: { codTrlLivro } }];

      case 'CreateChapter': {
        const { codTrlCapitulo, dscTitulo, copiedFrom } = command;
        // A copy resumed after a crash: this source chapter is copied already.
        if (copiedFrom !== undefined && chapters.some((c) => c.copiedFrom === copiedFrom)) return [];
        if (chapters.length >= command.maxChapters) throw new DomainError('chapter.limit');
        const numSequencia = nextSequence(chapters);
        const data = { codTrlCapitulo, codTrlLivro, dscTitulo, numSequencia };
        return [{ type: 'ChapterCreated', data: copiedFrom === undefined ? data : { ...data, copiedFrom } }];
      }

      case 'DeleteChapter':
        if (!place(chapters, command.codTrlCapitulo)) throw new DomainError('generic.notFound');
        if (command.lessons > 0) throw new DomainError('chapter.hasLessons');
        return [{ type: 'ChapterDeleted', data: { codTrlCapitulo: command.codTrlCapitulo, codTrlLivro } }];

      case 'SwapChapters': {
        const first = place(chapters, command.capitulo1);
        const second = place(chapters, command.capitulo2);
        if (!first || !second || first === second) throw new DomainError('chapter.swapSameTrail');
        return [
          {
            type: 'ChaptersSwapped',
            data: {
              codTrlLivro,
              capitulo1: { codTrlCapitulo: first.codTrlCapitulo, numSequencia: second.numSequencia },
              capitulo2: { codTrlCapitulo: second.codTrlCapitulo, numSequencia: first.numSequencia },
            },
          },
        ];
      }

      default:
        return assertNever(command);
    }
  },
};
