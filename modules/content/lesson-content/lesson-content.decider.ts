import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import type { ContentDetail } from './lesson-content.contracts.js';
import { type ContentEvent, isContentEvent } from './lesson-content.events.js';

/** The content as its lesson's stream knows it, or null when the lesson has no such content. */
export type InLesson = {
  codTrlAula: number;
  codTrlCapitulo: number;
  codTrlTipoConteudo: number;
  /** The detail it was created with (null: created without, the legacy two-call flow). */
  detail: ContentDetail | null;
} | null;

export type ContentCommand = {
  type: 'SetContentDetail';
  codTrlConteudo: number;
  detail: ContentDetail;
  inLesson: InLesson;
};

export interface ContentState {
  /** The detail after the last change (null: none since the creation). */
  detail: ContentDetail | null;
}

export const contentDecider: Decider<ContentCommand, ContentState, ContentEvent> = {
  isEvent: isContentEvent,
  initialState: () => ({ detail: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentDetailSet':
        return { detail: event.data.detail };
      default:
        return assertNever(event.type);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'SetContentDetail': {
        const { inLesson, detail, codTrlConteudo } = command;
        if (!inLesson) throw new DomainError('generic.notFound');
        if (detail.codTrlTipoConteudo !== inLesson.codTrlTipoConteudo)
          throw new DomainError('content.typeMismatch');
        const current = state.detail ?? inLesson.detail;
        // An assembly gets its detail once (the legacy second call); afterwards it is view only.
        if (current && detail.codTrlTipoConteudo === 6) throw new DomainError('content.notEditable');
        if (current && JSON.stringify(current) === JSON.stringify(detail)) return [];
        const { codTrlAula, codTrlCapitulo } = inLesson;
        return [{ type: 'ContentDetailSet', data: { codTrlConteudo, codTrlAula, codTrlCapitulo, detail } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
