import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type ClassBookEvent, type ClassBookRef, isClassBookEvent } from './class-book.events.js';

export type ClassBookCommand =
  /** `trailExists`: whether the trail is in the catalogue (the content context's fact). */
  | {
      type: 'AddClassBook';
      codTrlLivroTurma: number;
      codBseTurma: number;
      codTrlLivro: number;
      trailExists: boolean;
    }
  /** `hasContent`: whether the trail has at least one content (the content read model's fact). */
  | { type: 'ActivateClassBook'; codTrlLivroTurma: number; hasContent: boolean }
  | { type: 'ArchiveClassBook'; codTrlLivroTurma: number };

export interface ClassBooksState {
  /** The class's links not archived, in the order they were added. */
  links: readonly ClassBookRef[];
  /** The active link, if any. */
  active: number | null;
}

const linkOf = (state: ClassBooksState, id: number) => state.links.find((l) => l.codTrlLivroTurma === id);

export const classBookDecider: Decider<ClassBookCommand, ClassBooksState, ClassBookEvent> = {
  isEvent: isClassBookEvent,
  initialState: () => ({ links: [], active: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ClassBookAdded':
        return { ...state, links: [...state.links, event.data] };
      case 'ClassBookActivated':
        return { ...state, active: event.data.codTrlLivroTurma };
      case 'ClassBookArchived':
        return {
          links: state.links.filter((l) => l.codTrlLivroTurma !== event.data.codTrlLivroTurma),
          active: state.active === event.data.codTrlLivroTurma ? null : state.active,
        };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AddClassBook': {
        if (!command.trailExists) throw new DomainError('generic.notFound');
        if (state.links.some((l) => l.codTrlLivro === command.codTrlLivro))
          throw new DomainError('classBook.alreadyAdded');
        const { codTrlLivroTurma, codBseTurma, codTrlLivro } = command;
        return [{ type: 'ClassBookAdded', data: { codTrlLivroTurma, codBseTurma, codTrlLivro } }];
      }
      case 'ActivateClassBook': {
        const link = linkOf(state, command.codTrlLivroTurma);
        if (!link) throw new DomainError('generic.notFound');
        if (state.active === link.codTrlLivroTurma) throw new DomainError('classBook.alreadyActive');
        if (!command.hasContent) throw new DomainError('classBook.noContent');
        return [{ type: 'ClassBookActivated', data: { ...link, replaced: state.active } }];
      }
      case 'ArchiveClassBook': {
        const link = linkOf(state, command.codTrlLivroTurma);
        if (!link) throw new DomainError('generic.notFound');
        return [{ type: 'ClassBookArchived', data: link }];
      }
      default:
        return assertNever(command);
    }
  },
};
