import { describe, expect, it } from 'vitest';
import { fold, type DomainEvent } from './decider.js';
import { DomainError } from './domain-error.js';
import { recordDecider, requireActive } from './record.js';
import { eventGuard } from './stored-events.js';

interface Book {
  id: number;
  title: string;
}
type BookEvent =
  | DomainEvent<'BookAdded', Book>
  | DomainEvent<'BookRenamed', { id: number; title: string }>
  | DomainEvent<'BookLent', { id: number }>
  | DomainEvent<'BookRemoved', { id: number }>;
type BookCommand = { type: 'AddBook'; book: Book } | { type: 'RenameBook'; title: string };

const books = recordDecider<BookCommand, BookEvent, 'book', Book>({
  isEvent: eventGuard<BookEvent>({ BookAdded: true, BookRenamed: true, BookLent: true, BookRemoved: true }),
  key: 'book',
  steps: { BookAdded: 'created', BookRenamed: 'changed', BookLent: 'kept', BookRemoved: 'deleted' },
  taken: 'generic.dependencies',
  decide: (command, state) => {
    if (command.type === 'AddBook') return [{ type: 'BookAdded', data: command.book }];
    requireActive(state);
    return [{ type: 'BookRenamed', data: { id: state.book.id, title: command.title } }];
  },
});

const added: BookEvent = { type: 'BookAdded', data: { id: 1, title: 'A' } };
const renamed: BookEvent = { type: 'BookRenamed', data: { id: 1, title: 'B' } };
const removed: BookEvent = { type: 'BookRemoved', data: { id: 1 } };
const context = { now: new Date(), actor: null };
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'no refusal';
};

describe('recordDecider', () => {
  it('folds a record from what each event does: created, changed (merged in), kept, deleted', () => {
    expect(fold(books, [])).toEqual({ status: 'absent' });
    expect(fold(books, [added, renamed, { type: 'BookLent', data: { id: 1 } }])).toEqual({
      status: 'active',
      book: { id: 1, title: 'B' },
    });
    expect(fold(books, [added, removed])).toEqual({ status: 'deleted', book: { id: 1, title: 'A' } });
  });

  it('changes nothing on an absent record', () => {
    expect(fold(books, [renamed, removed])).toEqual({ status: 'absent' });
  });

  it('creates a record once: a taken id, even a deleted one, is refused with `taken`', () => {
    const add = { type: 'AddBook', book: { id: 1, title: 'C' } } as const;
    expect(books.decide(add, fold(books, []), context)).toEqual([{ type: 'BookAdded', data: add.book }]);
    expect(code(() => books.decide(add, fold(books, [added]), context))).toBe('generic.dependencies');
    expect(code(() => books.decide(add, fold(books, [added, removed]), context))).toBe(
      'generic.dependencies',
    );
  });

  it('refuses a change to a missing or deleted record as not found', () => {
    const rename = { type: 'RenameBook', title: 'D' } as const;
    expect(code(() => books.decide(rename, fold(books, []), context))).toBe('generic.notFound');
    expect(code(() => books.decide(rename, fold(books, [added, removed]), context))).toBe('generic.notFound');
    expect(books.decide(rename, fold(books, [added]), context)).toEqual([
      { type: 'BookRenamed', data: { id: 1, title: 'D' } },
    ]);
  });
});
