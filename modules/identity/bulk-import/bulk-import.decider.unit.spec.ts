import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { bulkImportDecider } from './bulk-import.decider.js';
import type {
  BulkImportEvent,
  BulkUserImportCompletedData,
  BulkUserImportPlannedData,
  BulkUserImportRequestedData,
} from './bulk-import.events.js';

const context: DecisionContext = { now: new Date('2026-11-22T10:00:00Z'), actor: null };
const spec = deciderSpec(bulkImportDecider, context);
const JOB = '0b9f2f3e-6c1a-5f55-9d7e-0a1b2c3d4e5f';

const requested: BulkUserImportRequestedData = {
  jobId: JOB,
  requester: 5,
  requesterProfile: 4,
  codBseTurma: 11,
  rows: 3,
  fileHash: 'ab'.repeat(32),
  fileName: 'alunos.csv',
};
const plan: BulkUserImportPlannedData = {
  jobId: JOB,
  facts: [
    {
      key: '3/4/11',
      facts: { school: { codBseEscola: 3 }, unit: { codBseUnidade: 4, codBseEscola: 3 }, classes: [] },
    },
  ],
  ids: [40, null, 41],
  logins: ['ALUM-0001', null, 'ALUM-0002'],
};
const completed: BulkUserImportCompletedData = {
  jobId: JOB,
  total: 3,
  created: 2,
  refused: 1,
  invalid: 1,
  conflicting: 0,
  notAllowed: 0,
};

const REQUESTED: BulkImportEvent = { type: 'BulkUserImportRequested', data: requested };
const PLANNED: BulkImportEvent = { type: 'BulkUserImportPlanned', data: plan };
const COMPLETED: BulkImportEvent = { type: 'BulkUserImportCompleted', data: completed };

describe('bulk import: given events, when a command, then events', () => {
  it('records the request once: the same file again by the same requester for the same class is the same import', () => {
    spec.given([]).when({ type: 'RequestBulkUserImport', data: requested }).then([REQUESTED]);
    spec.given([REQUESTED]).when({ type: 'RequestBulkUserImport', data: requested }).thenNothing();
    spec
      .given([REQUESTED, PLANNED, COMPLETED])
      .when({ type: 'RequestBulkUserImport', data: requested })
      .thenNothing();
  });

  it('refuses another request under the same job id', () => {
    const other = { ...requested, requester: 6 };
    spec
      .given([REQUESTED])
      .when({ type: 'RequestBulkUserImport', data: other })
      .thenFails('generic.conflict');
  });

  it('keeps the first plan: a retried attempt follows it instead of planning again', () => {
    spec.given([REQUESTED]).when({ type: 'PlanBulkUserImport', data: plan }).then([PLANNED]);
    const second = { ...plan, ids: [50, null, 51] };
    spec.given([REQUESTED, PLANNED]).when({ type: 'PlanBulkUserImport', data: second }).thenNothing();
    expect(spec.given([REQUESTED, PLANNED]).state()).toMatchObject({ status: 'planned', plan });
    spec.given([]).when({ type: 'PlanBulkUserImport', data: plan }).thenFails('generic.notFound');
  });

  it('completes once, and only a planned import', () => {
    spec
      .given([REQUESTED, PLANNED])
      .when({ type: 'CompleteBulkUserImport', data: completed })
      .then([COMPLETED]);
    spec
      .given([REQUESTED, PLANNED, COMPLETED])
      .when({ type: 'CompleteBulkUserImport', data: completed })
      .thenNothing();
    spec
      .given([REQUESTED])
      .when({ type: 'CompleteBulkUserImport', data: completed })
      .thenFails('generic.conflict');
    expect(spec.given([REQUESTED, PLANNED, COMPLETED]).state()).toMatchObject({
      status: 'completed',
      completed,
    });
  });
});
