import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@school/modules/testing';
import { catalogueDecider, type CatalogueCommand, type CatalogueEntries } from './catalogue.decider.js';
import type { CatalogueEvent } from './catalogue.events.js';

const spec = deciderSpec(catalogueDecider, { now: new Date('2026-11-23T10:00:00Z'), actor: null });

const IMG = '5f0c3a52-8d5e-4d8e-9a51-0b6f0f4e2a11';
const entries = (overrides: Partial<CatalogueEntries> = {}): CatalogueEntries => ({
  contentTypes: [
    { codTrlTipoConteudo: 1, nomTipo: 'Texto' },
    { codTrlTipoConteudo: 2, nomTipo: 'Imagem' },
  ],
  games: [{ codTrlJogo: 1, nomJogo: 'Forca', dscConteudoJogo: 'Adivinhe a palavra.' }],
  subjects: [{ codTrlMateria: 1, nomMateria: 'Matemática' }],
  characters: [{ codTrlPersonagem: 1, nomPersonagem: 'Professora Ana', imgPersonagem: IMG }],
  assemblies: [{ codTrlMontagem: 1, nomMontagem: 'Sistema solar', imgMontagem: IMG }],
  ...overrides,
});
const add = (e: CatalogueEntries = entries()): CatalogueCommand => ({
  type: 'AddMissingEntries',
  entries: e,
});

const all: CatalogueEvent[] = [
  { type: 'ContentTypeAdded', data: { codTrlTipoConteudo: 1, nomTipo: 'Texto' } },
  { type: 'ContentTypeAdded', data: { codTrlTipoConteudo: 2, nomTipo: 'Imagem' } },
  { type: 'GameAdded', data: { codTrlJogo: 1, nomJogo: 'Forca', dscConteudoJogo: 'Adivinhe a palavra.' } },
  { type: 'SubjectAdded', data: { codTrlMateria: 1, nomMateria: 'Matemática' } },
  {
    type: 'CharacterAdded',
    data: { codTrlPersonagem: 1, nomPersonagem: 'Professora Ana', imgPersonagem: IMG },
  },
  { type: 'AssemblyAdded', data: { codTrlMontagem: 1, nomMontagem: 'Sistema solar', imgMontagem: IMG } },
];

describe('catalogue decider', () => {
  it('adds every entry to an empty catalogue, kind by kind', () => {
    spec.given([]).when(add()).then(all);
  });

  it('adds nothing the second time (the seed at every start)', () => {
    spec.given(all).when(add()).thenNothing();
  });

  it('adds only the entries whose code is missing', () => {
    const more = entries({
      subjects: [
        { codTrlMateria: 1, nomMateria: 'Matemática' },
        { codTrlMateria: 2, nomMateria: 'História' },
      ],
    });
    spec
      .given(all)
      .when(add(more))
      .then([{ type: 'SubjectAdded', data: { codTrlMateria: 2, nomMateria: 'História' } }]);
  });

  it('never rewrites an entry already recorded, even when the seed now names it otherwise', () => {
    const renamed = entries({ subjects: [{ codTrlMateria: 1, nomMateria: 'Matemática II' }] });
    spec.given(all).when(add(renamed)).thenNothing();
    expect(spec.given(all).state().subjects[1]).toEqual({ codTrlMateria: 1, nomMateria: 'Matemática' });
  });

  it('refuses a repeated code, a code that is not a positive integer, an empty name or a missing image', () => {
    const twice = entries({
      games: [
        { codTrlJogo: 3, nomJogo: 'Labirinto', dscConteudoJogo: '' },
        { codTrlJogo: 3, nomJogo: 'Labirinto', dscConteudoJogo: '' },
      ],
    });
    expect(spec.given([]).when(add(twice)).thenFails('generic.invalid').data.params).toEqual({
      kind: 'games',
      code: 3,
    });
    spec
      .given([])
      .when(add(entries({ subjects: [{ codTrlMateria: 0, nomMateria: 'Arte' }] })))
      .thenFails('generic.invalid');
    spec
      .given([])
      .when(add(entries({ contentTypes: [{ codTrlTipoConteudo: 1, nomTipo: ' ' }] })))
      .thenFails('generic.invalid');
    spec
      .given([])
      .when(
        add(entries({ characters: [{ codTrlPersonagem: 2, nomPersonagem: 'Coruja', imgPersonagem: '' }] })),
      )
      .thenFails('generic.invalid');
  });

  it('folds the entries by kind and code', () => {
    const state = spec.given(all).state();
    expect(Object.keys(state.contentTypes)).toEqual(['1', '2']);
    expect(state.characters[1]?.imgPersonagem).toBe(IMG);
    expect(state.assemblies[1]?.nomMontagem).toBe('Sistema solar');
  });
});
