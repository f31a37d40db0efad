import { describe, expect, it } from 'vitest';
import type { DecisionContext, Profile } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { dataRequestDecider, type DataRequestFacts, type RecordDataRequest } from './data-request.decider.js';
import type { DataRequestEvent } from './data-request.events.js';

const now = new Date('2026-12-02T10:00:00Z');
const by = (userId: number, profile: Profile): DecisionContext => ({
  now,
  actor: { userId, profile, schoolId: profile === 1 ? null : 3, unitId: null },
});
const MASTER = by(1, 1);
const GESTOR = by(20, 2);
const spec = deciderSpec(dataRequestDecider, GESTOR);

const facts = (over: Partial<DataRequestFacts> = {}): DataRequestFacts => ({
  subjectErased: false,
  erasurePending: false,
  codBseEscola: 3,
  ...over,
});
const guardian = { relacao: 'responsavel' as const, nome: 'Maria Responsável', documento: '123.456.789-00' };
const record = (over: Partial<RecordDataRequest> = {}): RecordDataRequest => ({
  type: 'RecordDataRequest',
  codSolicitacao: 5,
  codBseUsuario: 7,
  tipo: 'copia',
  solicitante: guardian,
  motivo: 'Pedido da família',
  facts: facts(),
  ...over,
});
const recorded = (over: Partial<Extract<DataRequestEvent, { type: 'DataRequestRecorded' }>['data']> = {}) =>
  ({
    type: 'DataRequestRecorded',
    data: {
      codSolicitacao: 5,
      codBseUsuario: 7,
      tipo: 'copia',
      relacao: 'responsavel',
      nome: 'Maria Responsável',
      documento: '123.456.789-00',
      motivo: 'Pedido da família',
      codBseEscola: 3,
      codUsuarioSolicitacao: 20,
      at: now.toISOString(),
      ...over,
    },
  }) as DataRequestEvent;

describe('data request decider', () => {
  it('records a guardian’s copy request by a Gestor, with who recorded it and when', () => {
    spec.given([]).when(record(), GESTOR).then([recorded()]);
  });

  it('records the Master’s erasure request', () => {
    spec
      .given([])
      .when(record({ tipo: 'eliminacao' }), MASTER)
      .then([recorded({ tipo: 'eliminacao', codUsuarioSolicitacao: 1 })]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7] as Profile[])(
    'lets profile %i ask for its own copy without a requester or a reason',
    (profile) => {
      const [event] = spec
        .given([])
        .when(record({ codBseUsuario: 40, solicitante: null, motivo: null }), by(40, profile))
        .events();
      expect(event).toMatchObject({
        type: 'DataRequestRecorded',
        data: { relacao: 'titular', nome: null, documento: null, motivo: null, codUsuarioSolicitacao: 40 },
      });
    },
  );

  it.each([3, 4, 5, 6, 7] as Profile[])('refuses profile %i a copy of someone else’s data', (profile) => {
    spec.given([]).when(record(), by(40, profile)).thenFails('privacy.copyOwnOnly');
  });

  it.each([3, 4, 5, 6, 7] as Profile[])('refuses profile %i any erasure, its own included', (profile) => {
    spec
      .given([])
      .when(record({ tipo: 'eliminacao' }), by(40, profile))
      .thenFails('privacy.erasureThroughSchool');
    spec
      .given([])
      .when(record({ tipo: 'eliminacao', codBseUsuario: 40 }), by(40, profile))
      .thenFails('privacy.erasureThroughSchool');
  });

  it('wants the requester and the reason of anything but one’s own copy, naming the field', () => {
    const missing = spec
      .given([])
      .when(record({ tipo: 'eliminacao', solicitante: null }), MASTER)
      .thenFails('privacy.requesterRequired');
    expect(missing.data.errors).toEqual([{ field: 'solicitante', code: 'privacy.requesterRequired' }]);
    spec
      .given([])
      .when(record({ solicitante: null }), GESTOR)
      .thenFails('privacy.requesterRequired');
    const reason = spec
      .given([])
      .when(record({ motivo: null }), GESTOR)
      .thenFails('privacy.reasonRequired');
    expect(reason.data.errors).toEqual([{ field: 'motivo', code: 'privacy.reasonRequired' }]);
  });

  it('refuses anything about a person already erased, and a second erasure while one is pending', () => {
    spec
      .given([])
      .when(record({ facts: facts({ subjectErased: true }) }), GESTOR)
      .thenFails('privacy.alreadyErased');
    spec
      .given([])
      .when(record({ tipo: 'eliminacao', facts: facts({ erasurePending: true }) }), MASTER)
      .thenFails('privacy.erasurePending');
    // A copy while an erasure is pending is still a copy.
    expect(
      spec
        .given([])
        .when(record({ facts: facts({ erasurePending: true }) }), GESTOR)
        .events(),
    ).toHaveLength(1);
  });

  it('refuses nobody and a taken id', () => {
    spec.given([]).when(record(), { now, actor: null }).thenFails('generic.unauthenticated');
    spec.given([recorded()]).when(record(), GESTOR).thenFails('generic.conflict');
  });

  it('carries out an erasure by its recorder, at once', () => {
    spec
      .given([recorded({ tipo: 'eliminacao' })])
      .when({ type: 'CarryOutDataRequest', codSolicitacao: 5 }, MASTER)
      .then([
        {
          type: 'DataRequestCarriedOut',
          data: { codSolicitacao: 5, codUsuarioExecucao: 1, at: now.toISOString(), expiraEm: null },
        },
      ]);
  });

  it('carries out a copy by the platform, kept 7 days', () => {
    spec
      .given([recorded()])
      .when({ type: 'CarryOutDataRequest', codSolicitacao: 5 }, { now, actor: null })
      .then([
        {
          type: 'DataRequestCarriedOut',
          data: {
            codSolicitacao: 5,
            codUsuarioExecucao: null,
            at: now.toISOString(),
            expiraEm: '2026-12-09T10:00:00.000Z',
          },
        },
      ]);
  });

  it('answers a request once: carried out or failed, then nothing more', () => {
    const done: DataRequestEvent = {
      type: 'DataRequestCarriedOut',
      data: { codSolicitacao: 5, codUsuarioExecucao: null, at: now.toISOString(), expiraEm: null },
    };
    const failed: DataRequestEvent = {
      type: 'DataRequestFailed',
      data: { codSolicitacao: 5, at: now.toISOString() },
    };
    spec.given([recorded()]).when({ type: 'FailDataRequest', codSolicitacao: 5 }).then([failed]);
    spec
      .given([recorded(), done])
      .when({ type: 'FailDataRequest', codSolicitacao: 5 })
      .thenFails('privacy.notPending');
    spec
      .given([recorded(), failed])
      .when({ type: 'CarryOutDataRequest', codSolicitacao: 5 })
      .thenFails('privacy.notPending');
    spec.given([]).when({ type: 'CarryOutDataRequest', codSolicitacao: 5 }).thenFails('generic.notFound');
    expect(spec.given([recorded(), done]).state()).toMatchObject({
      status: 'done',
      request: { tipo: 'copia' },
    });
  });
});
