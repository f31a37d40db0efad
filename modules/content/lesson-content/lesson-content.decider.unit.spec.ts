import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import type { ContentDetail } from './lesson-content.contracts.js';
import { contentDecider, type ContentCommand, type InLesson } from './lesson-content.decider.js';
import type { ContentEvent } from './lesson-content.events.js';

const context: DecisionContext = { now: new Date('2026-11-23T10:00:00Z'), actor: null };
const spec = deciderSpec(contentDecider, context);

const text = (dscTexto: string): ContentDetail => ({ codTrlTipoConteudo: 1, dscTitulo: 'T', dscTexto });
const assembly: ContentDetail = {
  codTrlTipoConteudo: 6,
  codTrlMontagem: 1,
  dscTitulo: '',
  dscTexto: 'Monte',
};
const inLesson = (codTrlTipoConteudo: number, detail: ContentDetail | null): InLesson => ({
  codTrlAula: 30,
  codTrlCapitulo: 20,
  codTrlTipoConteudo,
  detail,
});
const set = (detail: ContentDetail, lesson: InLesson): ContentCommand => ({
  type: 'SetContentDetail',
  codTrlConteudo: 40,
  detail,
  inLesson: lesson,
});
const detailSet = (detail: ContentDetail): ContentEvent => ({
  type: 'ContentDetailSet',
  data: { codTrlConteudo: 40, codTrlAula: 30, codTrlCapitulo: 20, detail },
});

describe('content decider', () => {
  it('sets the detail of a content created without one, then changes it', () => {
    spec
      .given([])
      .when(set(text('a'), inLesson(1, null)))
      .then([detailSet(text('a'))]);
    spec
      .given([])
      .when(set(text('b'), inLesson(1, text('a'))))
      .then([detailSet(text('b'))]);
    spec
      .given([detailSet(text('b'))])
      .when(set(text('c'), inLesson(1, text('a'))))
      .then([detailSet(text('c'))]);
  });

  it('appends nothing for the detail it has', () => {
    spec
      .given([])
      .when(set(text('a'), inLesson(1, text('a'))))
      .thenNothing();
    spec
      .given([detailSet(text('b'))])
      .when(set(text('b'), inLesson(1, text('a'))))
      .thenNothing();
  });

  it('refuses an unknown content, a detail of another type, and a second assembly detail', () => {
    spec
      .given([])
      .when(set(text('a'), null))
      .thenFails('generic.notFound');
    spec
      .given([])
      .when(set(text('a'), inLesson(5, null)))
      .thenFails('content.typeMismatch');
    spec
      .given([])
      .when(set(assembly, inLesson(6, null)))
      .then([detailSet(assembly)]);
    spec
      .given([])
      .when(set(assembly, inLesson(6, assembly)))
      .thenFails('content.notEditable');
  });

  it('replaces a game’s whole set of questions and answers in one event', () => {
    const game = (...words: string[]): ContentDetail => ({
      codTrlTipoConteudo: 3,
      codTrlJogo: 9,
      dscConteudoJogo: '',
      perguntas: [
        {
          dscPergunta: 'O * é *.',
          imgPergunta: null,
          respostas: words.map((w) => ({ dscResposta: w, imgResposta: null, indRespostaCorreta: 'S' })),
        },
      ],
    });
    spec
      .given([detailSet(game('céu', 'azul'))])
      .when(set(game('mar', 'verde'), inLesson(3, game('sol', 'quente'))))
      .then([detailSet(game('mar', 'verde'))]);
    spec
      .given([detailSet(game('céu', 'azul'))])
      .when(set(game('céu', 'azul'), inLesson(3, null)))
      .thenNothing();
    spec
      .given([])
      .when(set(game('céu', 'azul'), inLesson(1, text('a'))))
      .thenFails('content.typeMismatch');
  });
});
