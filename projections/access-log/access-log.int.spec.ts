import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessEvent, AccessOutcome, ClientDetails } from '@school/modules/identity';
import { ERASED } from '@school/modules/kernel';
import { projectionSpec } from '@school/test-support';
import { accessLogProjection, latestAttemptOf, listAccessLog } from './index.js';

const spec = projectionSpec<AccessEvent>(accessLogProjection, {
  streamName: 'access-X',
  // Not the attempt's time: the log shows when the attempt was decided (data.at).
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const none: ClientDetails = { nomSo: null, txtVersaoSo: null, nomNavegador: null, txtVersaoNavegador: null };

function attempt(
  n: number,
  login: string,
  userId: number | null,
  outcome: AccessOutcome,
  minute: number,
): AccessEvent {
  return {
    type: 'LoginAttempted',
    data: {
      attemptId: uuid(n),
      cstLogin: login,
      codBseUsuario: userId,
      outcome,
      nomSo: 'Windows',
      txtVersaoSo: '10',
      nomNavegador: 'Chrome',
      txtVersaoNavegador: '131.0.0.0',
      ip: '10.0.0.9',
      at: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
    },
  };
}
const details = (n: number, d: Partial<ClientDetails>): AccessEvent => ({
  type: 'AccessClientDetailsAdded',
  data: { attemptId: uuid(n), ...none, ...d },
});

beforeAll(async () => {
  await spec.given(
    attempt(1, 'ESAZ-0007', 7, 'wrongPassword', 0),
    attempt(2, 'ESAZ-0007', 7, 'signedIn', 1),
    details(2, { txtVersaoSo: '11' }),
    attempt(3, 'NOBODY', null, 'wrongPassword', 2),
    attempt(4, 'ESAZ-0008', 8, 'signedIn', 3),
    attempt(5, 'ESAZ-0007', 7, 'locked', 4),
  );
  await spec.given(
    details(4, { nomSo: 'Linux', txtVersaoSo: null }),
    details(4, { nomNavegador: 'Firefox' }),
  );
});

describe('access log', () => {
  it('lists every attempt newest first, with the total', async () => {
    const page = await listAccessLog(spec.db, { page: 1, size: 10 });
    expect(page.total).toBe(5);
    expect(page.items.map((e) => e.codBseAcesso)).toEqual([uuid(5), uuid(4), uuid(3), uuid(2), uuid(1)]);
    expect(page.items[4]).toEqual({
      codBseAcesso: uuid(1),
      cstLogin: 'ESAZ-0007',
      codBseUsuario: 7,
      indSucesso: 'N',
      txtObservacao: 'Senha incorreta',
      httpStatus: 401,
      nomSo: 'Windows',
      txtVersaoSo: '10',
      nomNavegador: 'Chrome',
      txtVersaoNavegador: '131.0.0.0',
      ip: '10.0.0.9',
      dthAcesso: '2026-11-22T10:00:00.000Z',
    });
  });

  it('pages, and filters by the beginning of a login', async () => {
    const second = await listAccessLog(spec.db, { page: 2, size: 2 });
    expect([second.total, second.items.map((e) => e.codBseAcesso)]).toEqual([5, [uuid(3), uuid(2)]]);
    const one = await listAccessLog(spec.db, { login: 'ESAZ-0007', page: 1, size: 10 });
    expect([one.total, one.items.map((e) => e.txtObservacao)]).toEqual([
      3,
      ['Bloqueado', 'Sucesso', 'Senha incorreta'],
    ]);
    expect((await listAccessLog(spec.db, { login: 'ESAZ', page: 1, size: 10 })).total).toBe(4);
    expect((await listAccessLog(spec.db, { login: 'ES%', page: 1, size: 10 })).total).toBe(0);
    expect(await listAccessLog(spec.db, { page: 9, size: 10 })).toEqual({
      items: [],
      total: 5,
      page: 9,
      size: 10,
    });
  });

  it('adds client details to their attempt, in the same batch or a later one, a null keeping what was there', async () => {
    const [own] = (await listAccessLog(spec.db, { login: 'ESAZ-0008', page: 1, size: 1 })).items;
    expect(own).toMatchObject({
      nomSo: 'Linux',
      txtVersaoSo: '10',
      nomNavegador: 'Firefox',
      txtVersaoNavegador: '131.0.0.0',
    });
    expect(await latestAttemptOf(spec.db, 7, { successOnly: true })).toMatchObject({
      codBseAcesso: uuid(2),
      txtVersaoSo: '11',
    });
  });

  it('finds a user’s latest attempt, or latest sign-in', async () => {
    expect((await latestAttemptOf(spec.db, 7))?.codBseAcesso).toBe(uuid(5));
    expect((await latestAttemptOf(spec.db, 7, { successOnly: true }))?.codBseAcesso).toBe(uuid(2));
    expect(await latestAttemptOf(spec.db, 99)).toBeUndefined();
  });

  it('writes an attempt once when a batch is replayed', async () => {
    await spec.given(attempt(1, 'ESAZ-0007', 7, 'wrongPassword', 0));
    expect((await listAccessLog(spec.db, { page: 1, size: 10 })).total).toBe(5);
  });

  it('counts each user’s sign-ins per São Paulo month, exactly when a batch is replayed', async () => {
    const at = (n: number, iso: string, outcome: AccessOutcome = 'signedIn'): AccessEvent => {
      const event = attempt(n, 'ZZMES-0001', 30, outcome, 0);
      return { ...event, data: { ...event.data, at: iso } } as AccessEvent;
    };
    // 02:59 UTC on 1 March is still February in São Paulo (UTC−3).
    const february = at(40, '2026-03-01T02:59:00Z');
    await spec.given(
      february,
      at(41, '2026-03-01T03:00:00Z'),
      at(42, '2026-03-15T12:00:00Z', 'wrongPassword'),
    );
    await spec.given(february, at(43, '2026-03-31T23:00:00Z'));
    const { rows } = await sql<{ mes: Date; acessos: number; instantes: Date[] }>`
      select mes, acessos, instantes from access_counts where cod_bse_usuario = 30 order by mes`.execute(
      spec.db,
    );
    expect(
      rows.map((r) => [r.mes.toISOString(), r.acessos, r.instantes.map((i) => i.toISOString())]),
    ).toEqual([
      ['2026-02-01T03:00:00.000Z', 1, ['2026-03-01T02:59:00.000Z']],
      ['2026-03-01T03:00:00.000Z', 2, ['2026-03-01T03:00:00.000Z', '2026-03-31T23:00:00.000Z']],
    ]);
  });

  it('derives the legacy label, success flag and HTTP status from each outcome (decision 0023)', async () => {
    const outcomes: AccessOutcome[] = [
      'signedIn',
      'wrongPassword',
      'deactivated',
      'noWebPermission',
      'locked',
    ];
    await spec.given(...outcomes.map((outcome, i) => attempt(20 + i, 'ZZOUT-0001', 9, outcome, 20 + i)));
    const page = await listAccessLog(spec.db, { login: 'ZZOUT', page: 1, size: 10 });
    expect(page.items.reverse().map((e) => [e.txtObservacao, e.indSucesso, e.httpStatus])).toEqual([
      ['Sucesso', 'S', 202],
      ['Senha incorreta', 'N', 401],
      ['Usuário desativado', 'N', 410],
      ['Sem permissão', 'N', 400],
      ['Bloqueado', 'N', 429],
    ]);
  });
});

describe('access log: erasure (decision 0061)', () => {
  it('keeps an erased user’s attempts and sign-in counts, without the login typed', async () => {
    const after = await spec.afterErasure(
      'access',
      [
        attempt(60, 'ZPX-0060', 60, 'wrongPassword', 10),
        attempt(61, 'ZPX-0060', 60, 'signedIn', 11),
        details(61, { nomSo: 'Android' }),
        attempt(62, 'ZPX-0061', 61, 'signedIn', 12),
        // A login nobody has keeps what was typed: it names no one the erasure knows.
        attempt(63, 'ZPX-0099', null, 'wrongPassword', 13),
      ],
      60,
      ['ZPX-0060'],
    );
    expect(after.access_log!.map((a) => [a.cod_bse_usuario, a.cst_login, a.ind_sucesso, a.nom_so])).toEqual([
      [60, ERASED, 'N', ERASED],
      [60, ERASED, 'S', ERASED],
      [61, 'ZPX-0061', 'S', 'Windows'],
      [null, 'ZPX-0099', 'N', 'Windows'],
    ]);
    expect(after.access_counts!.map((c) => [c.cod_bse_usuario, c.acessos])).toEqual([
      [60, 1],
      [61, 1],
    ]);
  });
});
