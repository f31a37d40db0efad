import { beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '@school/modules/identity';
import type {
  DataRequestEvent,
  DataRequestRecordedData,
  DataRequestRetentionEvent,
} from '@school/modules/privacy';
import { projectionSpec, userCreated } from '@school/test-support';
import {
  dataRequestListProjection,
  erasureRequests,
  findDataRequest,
  hasPendingErasure,
  listDataRequests,
  requestsAnsweredBefore,
} from './index.js';

type Event = DataRequestEvent | DataRequestRetentionEvent | UserEvent;

const spec = projectionSpec<Event>(dataRequestListProjection, {
  // Not the request's time: the list shows when it was recorded (data.at).
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12)).toISOString();
const recorded = (id: number, over: Partial<DataRequestRecordedData> = {}): Event => ({
  type: 'DataRequestRecorded',
  data: {
    codSolicitacao: id,
    codBseUsuario: 7,
    tipo: 'copia',
    relacao: 'responsavel',
    nome: 'Maria Responsável',
    documento: 'RG 12.345',
    motivo: 'Pedido da família',
    codBseEscola: 3,
    codUsuarioSolicitacao: 20,
    at: day(1),
    ...over,
  },
});
const carriedOut = (id: number, at: string, by: number | null, expiraEm: string | null = null): Event => ({
  type: 'DataRequestCarriedOut',
  data: { codSolicitacao: id, codUsuarioExecucao: by, at, expiraEm },
});

const NOW = new Date(day(25));

const batches: Event[][] = [
  [
    userCreated(7, { nomUsuario: 'Aluno Sete', codBseEscola: 3 }),
    userCreated(20, { nomUsuario: 'Gestora Vinte', codBsePerfil: 2, codBseEscola: 3 }),
    userCreated(1, { nomUsuario: 'Master', codBsePerfil: 1, codBseEscola: null }),
    userCreated(8, { nomUsuario: 'Aluno Oito', codBseEscola: 4 }),
  ],
  // A copy done in 2 days, kept until day 10; an erasure carried out at once, in one batch.
  [
    recorded(1),
    carriedOut(1, day(3), null, day(10)),
    recorded(2, { tipo: 'eliminacao', codUsuarioSolicitacao: 1, at: day(2) }),
    carriedOut(2, day(2), 1),
    { type: 'PersonalDataErased', data: { codBseUsuario: 7, codSolicitacao: 2 } },
  ],
  // The titular's own copy and an erasure, both pending, of another school; a failed copy.
  [
    recorded(3, {
      codBseUsuario: 8,
      codBseEscola: 4,
      codUsuarioSolicitacao: 8,
      relacao: 'titular',
      nome: null,
      documento: null,
      motivo: null,
      at: day(5),
    }),
    recorded(4, {
      codBseUsuario: 8,
      codBseEscola: 4,
      codUsuarioSolicitacao: 1,
      tipo: 'eliminacao',
      at: day(6),
    }),
    recorded(5, { at: day(7) }),
    { type: 'DataRequestFailed', data: { codSolicitacao: 5, at: day(8) } },
    { type: 'UserUpdated', data: { codBseUsuario: 8, nomUsuario: 'Aluno Oito Novo' } },
  ],
];

beforeAll(async () => {
  for (const batch of batches) await spec.given(...batch);
});

describe('data request list', () => {
  it('lists every request, newest first, with who, for whom, by whom, outcome and days', async () => {
    const all = await listDataRequests(spec.db, { kind: 'all' }, NOW);
    expect(all.map((r) => [r.codSolicitacao, r.status, r.dias, r.atrasada])).toEqual([
      [5, 'falhou', 1, false],
      [4, 'pendente', 19, true],
      [3, 'pendente', 20, true],
      [2, 'concluida', 0, false],
      [1, 'expirada', 2, false],
    ]);
    expect(all.find((r) => r.codSolicitacao === 2)).toEqual({
      codSolicitacao: 2,
      tipo: 'eliminacao',
      titular: { codBseUsuario: 7, nomUsuario: 'Dados removidos' },
      relacao: 'responsavel',
      nome: 'Maria Responsável',
      documento: 'RG 12.345',
      motivo: 'Pedido da família',
      registradoPor: { codBseUsuario: 1, nomUsuario: 'Master' },
      registradoEm: day(2),
      executadoPor: { codBseUsuario: 1, nomUsuario: 'Master' },
      executadoEm: day(2),
      status: 'concluida',
      dias: 0,
      atrasada: false,
      expiraEm: null,
    });
    expect(all.find((r) => r.codSolicitacao === 3)).toMatchObject({
      titular: { nomUsuario: 'Aluno Oito Novo' },
      relacao: 'titular',
      nome: null,
      executadoPor: null,
    });
  });

  it('shows a copy as ready until its 7 days end, then as expired', async () => {
    expect((await findDataRequest(spec.db, 1, new Date(day(9))))?.status).toBe('concluida');
    expect((await findDataRequest(spec.db, 1, new Date(day(10))))?.status).toBe('expirada');
    expect(await findDataRequest(spec.db, 99, NOW)).toBeUndefined();
  });

  it('narrows the list to a school’s users and one’s own, or to one’s own', async () => {
    const ids = async (scope: Parameters<typeof listDataRequests>[1]) =>
      (await listDataRequests(spec.db, scope, NOW)).map((r) => r.codSolicitacao);
    expect(await ids({ kind: 'school', schoolId: 3, userId: 20 })).toEqual([5, 2, 1]);
    expect(await ids({ kind: 'school', schoolId: 4, userId: 20 })).toEqual([5, 4, 3, 1]);
    expect(await ids({ kind: 'own', userId: 8 })).toEqual([3]);
    expect(await ids({ kind: 'own', userId: 99 })).toEqual([]);
  });

  it('tells a pending erasure of a person', async () => {
    expect(await hasPendingErasure(spec.db, 8)).toBe(true);
    expect(await hasPendingErasure(spec.db, 7)).toBe(false);
  });

  it('rebuilds into fresh tables with the same rows, one event at a time', async () => {
    const fresh = { data_request_list: 'drl_rebuild', data_request_people: 'drp_rebuild' };
    await dataRequestListProjection.createTables(spec.db, fresh);
    await spec.db.transaction().execute(async (trx) => {
      for (const event of batches.flat())
        await dataRequestListProjection.project([spec.recorded(event)], trx, fresh);
    });
    const rows = async (table: string, key: string) =>
      (await spec.db.selectFrom(table).selectAll().orderBy(key).execute()) as unknown[];
    expect(await rows('drl_rebuild', 'cod_solicitacao')).toEqual(
      await rows('data_request_list', 'cod_solicitacao'),
    );
    expect(await rows('drp_rebuild', 'cod_bse_usuario')).toEqual(
      await rows('data_request_people', 'cod_bse_usuario'),
    );
  });

  it('finds the requests answered before a cutoff and the erasure requests, and drops the expired ones', async () => {
    // 2 was carried out on day 2, 1 on day 3, 5 failed on day 8; 3 and 4 are pending, never due.
    expect(await requestsAnsweredBefore(spec.db, new Date(day(3)))).toEqual([2]);
    expect(await requestsAnsweredBefore(spec.db, new Date(day(30)))).toEqual([1, 2, 5]);
    expect(
      (await erasureRequests(spec.db)).map((r) => [r.codSolicitacao, r.codBseUsuario, r.status]),
    ).toEqual([
      [2, 7, 'concluida'],
      [4, 8, 'pendente'],
    ]);
    await spec.given({ type: 'DataRequestsExpired', data: { before: day(30), codSolicitacoes: [1, 2, 5] } });
    expect((await listDataRequests(spec.db, { kind: 'all' }, NOW)).map((r) => r.codSolicitacao)).toEqual([
      4, 3,
    ]);
    expect(await findDataRequest(spec.db, 2, NOW)).toBeUndefined();
    // The people stay: a pending request still names them.
    expect((await findDataRequest(spec.db, 4, NOW))?.titular.nomUsuario).toBe('Aluno Oito Novo');
  });
});
