import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type ClassBookCommand, classBookDecider } from './class-book.decider.js';
import type { ClassBookEvent, ClassBookRef } from './class-book.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(classBookDecider, context);

const link = (codTrlLivroTurma: number, codTrlLivro: number): ClassBookRef => ({
  codTrlLivroTurma,
  codBseTurma: 7,
  codTrlLivro,
});
const added = (id: number, trail: number): ClassBookEvent => ({
  type: 'ClassBookAdded',
  data: link(id, trail),
});
const activated = (id: number, trail: number, replaced: number | null): ClassBookEvent => ({
  type: 'ClassBookActivated',
  data: { ...link(id, trail), replaced },
});
const add = (id: number, trail: number, trailExists = true): ClassBookCommand => ({
  type: 'AddClassBook',
  codTrlLivroTurma: id,
  codBseTurma: 7,
  codTrlLivro: trail,
  trailExists,
});
const activate = (id: number, hasContent = true): ClassBookCommand => ({
  type: 'ActivateClassBook',
  codTrlLivroTurma: id,
  hasContent,
});

describe('class books decider', () => {
  it('adds a trail of the catalogue to a class once', () => {
    spec
      .given([])
      .when(add(1, 30))
      .then([added(1, 30)]);
    spec
      .given([added(1, 30)])
      .when(add(2, 30))
      .thenFails('classBook.alreadyAdded');
    spec
      .given([])
      .when(add(1, 30, false))
      .thenFails('generic.notFound');
  });

  it('activates one class book at a time, the new one replacing the active one', () => {
    spec
      .given([added(1, 30)])
      .when(activate(1))
      .then([activated(1, 30, null)]);
    spec
      .given([added(1, 30), added(2, 31), activated(1, 30, null)])
      .when(activate(2))
      .then([activated(2, 31, 1)]);
  });

  it('refuses to change the active class book, a trail without content and an unknown link', () => {
    spec
      .given([added(1, 30), activated(1, 30, null)])
      .when(activate(1))
      .thenFails('classBook.alreadyActive');
    spec
      .given([added(1, 30)])
      .when(activate(1, false))
      .thenFails('classBook.noContent');
    spec
      .given([added(1, 30)])
      .when(activate(9))
      .thenFails('generic.notFound');
  });

  it('archives a class book, the active one included, which leaves the class without one', () => {
    const archived: ClassBookEvent = { type: 'ClassBookArchived', data: link(1, 30) };
    spec
      .given([added(1, 30), activated(1, 30, null)])
      .when({ type: 'ArchiveClassBook', codTrlLivroTurma: 1 })
      .then([archived]);
    spec
      .given([added(1, 30), archived])
      .when(activate(1))
      .thenFails('generic.notFound');
    spec
      .given([added(1, 30), archived])
      .when(add(2, 30))
      .then([added(2, 30)]);
    spec.given([]).when({ type: 'ArchiveClassBook', codTrlLivroTurma: 1 }).thenFails('generic.notFound');
  });
});
