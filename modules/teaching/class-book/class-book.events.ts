import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/** A trail put in front of a class (a class-book link, `trl_livro_turma`). */
export interface ClassBookRef {
  codTrlLivroTurma: number;
  codBseTurma: number;
  codTrlLivro: number;
}

/**
 * A class's class books (`class-books-<codBseTurma>`): the trails its Professor added, which one is
 * active (one at a time: the stream decides), and those archived. Decision 0028.
 */
export type ClassBookEvent =
  | DomainEvent<'ClassBookAdded', ClassBookRef>
  /** `replaced`: the link that was active until now, if any (it is inactive from here on). */
  | DomainEvent<'ClassBookActivated', ClassBookRef & { replaced: number | null }>
  | DomainEvent<'ClassBookArchived', ClassBookRef>;

export const isClassBookEvent = eventGuard<ClassBookEvent>({
  ClassBookAdded: true,
  ClassBookActivated: true,
  ClassBookArchived: true,
});

export const classBooksStream = (codBseTurma: number): string => `class-books-${codBseTurma}`;

const CLASS_BOOK_REF = {
  codTrlLivroTurma: 'technical',
  codBseTurma: 'technical',
  codTrlLivro: 'technical',
} as const;

/** What each class book event holds (decision 0061): ids only. */
export const classBookPrivacy = privacyRegister<ClassBookEvent>({
  ClassBookAdded: { fields: CLASS_BOOK_REF },
  ClassBookActivated: { fields: { ...CLASS_BOOK_REF, replaced: 'technical' } },
  ClassBookArchived: { fields: CLASS_BOOK_REF },
});
