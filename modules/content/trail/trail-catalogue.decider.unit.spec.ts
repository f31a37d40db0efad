import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { trailCatalogueDecider } from './trail-catalogue.decider.js';
import type { TrailCatalogueEvent } from './trail.events.js';

const context: DecisionContext = { now: new Date('2026-11-23T10:00:00Z'), actor: null };
const spec = deciderSpec(trailCatalogueDecider, context);

const swapped = (a: number, seqA: number, b: number, seqB: number): TrailCatalogueEvent => ({
  type: 'TrailsSwapped',
  data: { livro1: { codTrlLivro: a, numSequencia: seqA }, livro2: { codTrlLivro: b, numSequencia: seqB } },
});

describe('trail catalogue decider', () => {
  it('swaps two trails at their first places (their ids)', () => {
    spec
      .given([])
      .when({ type: 'SwapTrails', livro1: 3, livro2: 5, exist: true })
      .then([swapped(3, 5, 5, 3)]);
  });

  it('swaps from the places earlier swaps gave', () => {
    spec
      .given([swapped(3, 5, 5, 3)])
      .when({ type: 'SwapTrails', livro1: 5, livro2: 8, exist: true })
      .then([swapped(5, 8, 8, 3)]);
  });

  it('refuses a missing trail, and a trail swapped with itself', () => {
    spec
      .given([])
      .when({ type: 'SwapTrails', livro1: 3, livro2: 5, exist: false })
      .thenFails('generic.notFound');
    spec
      .given([])
      .when({ type: 'SwapTrails', livro1: 3, livro2: 3, exist: true })
      .thenFails('trail.swapSame');
  });
});
