import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { auditDecider, type AuditCommand } from './audit.decider.js';
import type { AuditEvent } from './audit.events.js';

const gestor: DecisionContext = {
  now: new Date('2026-11-27T07:00:00Z'),
  actor: { userId: 20, profile: 2, schoolId: 3, unitId: null },
};
const spec = deciderSpec(auditDecider, gestor);
const view = (visao: string, alvo: string): AuditCommand => ({
  type: 'RecordAuditView',
  codBseUsuario: 20,
  visao,
  alvo,
});
const viewed = (visao: string, alvo: string): AuditEvent => ({
  type: 'AuditViewed',
  data: { codBseUsuario: 20, visao, alvo },
});

describe('audit decider', () => {
  it('records a view of the audit console: who looked at which view, of what', () => {
    spec
      .given([])
      .when(view('historico', 'usuario-12'))
      .then([viewed('historico', 'usuario-12')]);
  });

  it('records every view again, the same one included: each is a fact of its own', () => {
    spec
      .given([viewed('acessos', '{}'), viewed('historico', 'usuario-12')])
      .when(view('acessos', '{}'))
      .then([viewed('acessos', '{}')]);
  });
});
