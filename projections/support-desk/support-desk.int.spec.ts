import { beforeAll, describe, expect, it } from 'vitest';
import type { SupportEvent } from '@school/modules/support';
import { ERASED } from '@school/modules/kernel';
import { projectionSpec } from '@school/test-support';
import { findSupportRequest, listSupportDesk, supportDeskProjection } from './index.js';

const spec = projectionSpec<SupportEvent>(supportDeskProjection, {
  // Not the request's time: the desk shows when it was sent (data.at).
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

const requested = (id: number, minute: number, userId = 40 + id): SupportEvent => ({
  type: 'SupportRequested',
  data: {
    codBseSuporte: id,
    name: `Pessoa ${'x'.repeat(id)}`,
    email: `p${id}@escola.com.br`,
    pagina: 'trilhas',
    desc: `Problema ${id}`,
    codBseUsuario: userId,
    codBseEscola: id === 3 ? 2 : 1,
    at: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
  },
});
const deleted = (id: number): SupportEvent => ({
  type: 'SupportRequestDeleted',
  data: { codBseSuporte: id },
});

beforeAll(async () => {
  await spec.given(requested(1, 0), requested(2, 5), requested(3, 2));
  // Sent and deleted in one batch: never shown.
  await spec.given(requested(4, 9), deleted(4), deleted(2));
});

describe('support desk', () => {
  it('lists the open requests, newest first, with every field', async () => {
    const desk = await listSupportDesk(spec.db);
    expect(desk.map((r) => r.codBseSuporte)).toEqual([3, 1]);
    expect(desk[1]).toEqual({
      codBseSuporte: 1,
      name: 'Pessoa x',
      email: 'p1@escola.com.br',
      pagina: 'trilhas',
      desc: 'Problema 1',
      codBseUsuario: 41,
      codBseEscola: 1,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('lists one school’s requests when asked for it (decision 0069)', async () => {
    expect((await listSupportDesk(spec.db, 2)).map((r) => r.codBseSuporte)).toEqual([3]);
    expect((await listSupportDesk(spec.db, 1)).map((r) => r.codBseSuporte)).toEqual([1]);
  });

  it('removes deleted requests, also one deleted in the batch that sent it', async () => {
    expect(await findSupportRequest(spec.db, 2)).toBeUndefined();
    expect(await findSupportRequest(spec.db, 4)).toBeUndefined();
    expect((await findSupportRequest(spec.db, 3))?.desc).toBe('Problema 3');
  });

  it('orders requests sent at the same time by id, newest first', async () => {
    await spec.given(requested(6, 30), requested(5, 30));
    expect((await listSupportDesk(spec.db)).map((r) => r.codBseSuporte)).toEqual([6, 5, 3, 1]);
  });

  it('ignores events of other contexts', async () => {
    // The engine hands a read model only the events of its `handles`; so does spec.given.
    expect(supportDeskProjection.handles).not.toContain('SchoolDeleted');
    await spec.given({ ...spec.recorded(deleted(1)), type: 'SchoolDeleted', data: { codBseEscola: 1 } });
    expect((await listSupportDesk(spec.db)).map((r) => r.codBseSuporte)).toEqual([6, 5, 3, 1]);
  });

  it('rebuilds into fresh tables with the same rows', async () => {
    const fresh = { support_desk: 'support_desk_rebuild' };
    await supportDeskProjection.createTables(spec.db, fresh);
    const all = [
      requested(1, 0),
      requested(2, 5),
      requested(3, 2),
      requested(4, 9),
      deleted(4),
      deleted(2),
      requested(6, 30),
      requested(5, 30),
    ].map((e) => spec.recorded(e));
    await spec.db.transaction().execute(async (trx) => {
      for (const event of all) await supportDeskProjection.project([event], trx, fresh);
    });
    const rows = async (table: string) =>
      (await spec.db.selectFrom(table).selectAll().orderBy('cod_bse_suporte').execute()) as unknown[];
    expect(await rows('support_desk_rebuild')).toEqual(await rows('support_desk'));
  });
});

describe('support desk: erasure (decision 0061)', () => {
  it('keeps an erased sender’s requests on the desk, without its name, e-mail or words', async () => {
    const zuleica: SupportEvent = {
      type: 'SupportRequested',
      data: {
        codBseSuporte: 60,
        name: 'Zuleica Pereira',
        email: 'zuleica@familia.com.br',
        pagina: 'trilhas',
        desc: 'Não consigo entrar',
        codBseUsuario: 60,
        codBseEscola: 1,
        at: new Date(Date.UTC(2026, 10, 22, 10, 1)).toISOString(),
      },
    };
    const after = await spec.afterErasure('desk', [zuleica, requested(61, 2, 61)], 60, [
      'Zuleica Pereira',
      'zuleica@familia.com.br',
      'Não consigo entrar',
    ]);
    expect(
      after.support_desk!.map((r) => [r.cod_bse_usuario, r.name, r.email, r.descricao, r.pagina]),
    ).toEqual([
      [60, ERASED, ERASED, ERASED, 'trilhas'],
      [61, `Pessoa ${'x'.repeat(61)}`, 'p61@escola.com.br', 'Problema 61', 'trilhas'],
    ]);
  });
});
