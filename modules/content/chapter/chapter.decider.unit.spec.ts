import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { chapterDecider, type ChapterCommand } from './chapter.decider.js';
import type { ChapterEvent } from './chapter.events.js';

const context: DecisionContext = { now: new Date('2026-11-23T10:00:00Z'), actor: null };
const spec = deciderSpec(chapterDecider, context);

const rename = (dscTitulo: string, inTrail: ChapterCommand['inTrail']): ChapterCommand => ({
  type: 'RenameChapter',
  codTrlCapitulo: 20,
  dscTitulo,
  inTrail,
});
const renamed = (dscTitulo: string): ChapterEvent => ({
  type: 'ChapterRenamed',
  data: { codTrlCapitulo: 20, codTrlLivro: 7, dscTitulo },
});
const inTrail = { codTrlLivro: 7, dscTitulo: 'Frações' };

describe('chapter decider', () => {
  it('renames a chapter of its trail', () => {
    spec
      .given([])
      .when(rename('Decimais', inTrail))
      .then([renamed('Decimais')]);
    spec
      .given([renamed('Decimais')])
      .when(rename('Frações', inTrail))
      .then([renamed('Frações')]);
  });

  it('appends nothing for the title it has (the first one, or the last rename)', () => {
    spec.given([]).when(rename('Frações', inTrail)).thenNothing();
    spec
      .given([renamed('Decimais')])
      .when(rename('Decimais', inTrail))
      .thenNothing();
  });

  it('refuses a chapter its trail does not have (never created, or deleted)', () => {
    spec.given([]).when(rename('Decimais', null)).thenFails('generic.notFound');
  });
});
