import { describe, expect, it } from 'vitest';
import type { TrailCatalogueEvent, TrailEvent } from '@school/modules/content';
import { projectionSpec } from '@school/test-support';
import { findTrail, findUnfinishedCopy, listTrails, trailListProjection } from './index.js';

const spec = projectionSpec<TrailEvent | TrailCatalogueEvent>(trailListProjection);

const created = (id: number, dscTitulo: string, codBseEscola: number | null = null): TrailEvent => ({
  type: 'TrailCreated',
  data: {
    codTrlLivro: id,
    dscTitulo,
    numSequencia: id,
    codBseEscola,
    codUsuarioCriacao: null,
    copiedFrom: null,
  },
});
const swapped = (a: number, seqA: number, b: number, seqB: number): TrailCatalogueEvent => ({
  type: 'TrailsSwapped',
  data: { livro1: { codTrlLivro: a, numSequencia: seqA }, livro2: { codTrlLivro: b, numSequencia: seqB } },
});

describe('trail list', () => {
  it('lists the trails in their order, with the legacy fields a class would have had as null', async () => {
    await spec.given(created(1, 'Matemática'), created(2, 'Português'), created(3, 'Ciências'));
    expect(await listTrails(spec.db)).toEqual([
      {
        codTrlLivro: 1,
        dscTitulo: 'Matemática',
        numSequencia: 1,
        indAtivo: 'N',
        codBseTurma: null,
        codTrlAno: null,
        codBseEscola: null,
        codUsuarioCriacao: null,
      },
      {
        codTrlLivro: 2,
        dscTitulo: 'Português',
        numSequencia: 2,
        indAtivo: 'N',
        codBseTurma: null,
        codTrlAno: null,
        codBseEscola: null,
        codUsuarioCriacao: null,
      },
      {
        codTrlLivro: 3,
        dscTitulo: 'Ciências',
        numSequencia: 3,
        indAtivo: 'N',
        codBseTurma: null,
        codTrlAno: null,
        codBseEscola: null,
        codUsuarioCriacao: null,
      },
    ]);
  });

  it('renames, activates, reorders by swaps and deletes', async () => {
    await spec.given(
      { type: 'TrailRenamed', data: { codTrlLivro: 2, dscTitulo: 'Língua Portuguesa' } },
      { type: 'TrailActivated', data: { codTrlLivro: 2 } },
      swapped(1, 3, 3, 1),
    );
    await spec.given(swapped(3, 2, 2, 1), { type: 'TrailDeleted', data: { codTrlLivro: 1 } });
    expect((await listTrails(spec.db)).map((t) => [t.codTrlLivro, t.numSequencia])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(await findTrail(spec.db, 2)).toMatchObject({ dscTitulo: 'Língua Portuguesa', indAtivo: 'S' });
    expect(await findTrail(spec.db, 1)).toBeUndefined();
  });

  it('rebuilds into fresh tables with the same rows', async () => {
    const fresh = { trail_list: 'trail_list_rebuild' };
    await trailListProjection.createTables(spec.db, fresh);
    const all = [
      created(1, 'Matemática'),
      created(2, 'Português'),
      created(3, 'Ciências'),
      { type: 'TrailRenamed', data: { codTrlLivro: 2, dscTitulo: 'Língua Portuguesa' } } as const,
      { type: 'TrailActivated', data: { codTrlLivro: 2 } } as const,
      swapped(1, 3, 3, 1),
      swapped(3, 2, 2, 1),
      { type: 'TrailDeleted', data: { codTrlLivro: 1 } } as const,
    ].map((e) => spec.recorded(e));
    await spec.db.transaction().execute((trx) => trailListProjection.project(all, trx, fresh));
    const rows = async (table: string) =>
      (await spec.db.selectFrom(table).selectAll().orderBy('cod_trl_livro').execute()) as unknown[];
    expect(await rows('trail_list_rebuild')).toEqual(await rows('trail_list'));
  });

  it("lists a school's trails to its reach only, a copy once complete, an old event as the catalogue's", async () => {
    const copy: TrailEvent = {
      type: 'TrailCreated',
      data: {
        codTrlLivro: 12,
        dscTitulo: 'Cópia',
        numSequencia: 12,
        codBseEscola: 5,
        codUsuarioCriacao: 40,
        copiedFrom: 3,
      },
    };
    const old = { type: 'TrailCreated', data: { codTrlLivro: 13, dscTitulo: 'Antiga', numSequencia: 13 } };
    await spec.given(created(10, 'Da escola 5', 5), created(11, 'Da escola 6', 6), copy, old as TrailEvent);
    const ids = async (codBseEscola: number | null) =>
      (await listTrails(spec.db, { kind: 'catalogueAnd', codBseEscola })).map((t) => t.codTrlLivro);
    expect(await ids(5)).toEqual([2, 3, 10, 13]);
    expect(await ids(null)).toEqual([2, 3, 13]);
    expect(await findTrail(spec.db, 12)).toBeUndefined();
    expect(await findUnfinishedCopy(spec.db, 40, 3)).toBe(12);
    await spec.given({ type: 'TrailCopyCompleted', data: { codTrlLivro: 12 } });
    expect(await ids(5)).toEqual([2, 3, 10, 12, 13]);
    expect(await findUnfinishedCopy(spec.db, 40, 3)).toBeUndefined();
    expect(await findTrail(spec.db, 13)).toMatchObject({ codBseEscola: null, codUsuarioCriacao: null });
  });
});
