import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { refusal } from '@school/modules/testing';
import { bulkImportDecider, type BulkImportCommand } from './bulk-import.decider.js';
import type {
  BulkImportEvent,
  BulkUserImportCompletedData,
  BulkUserImportPlannedData,
  BulkUserImportRequestedData,
} from './bulk-import.events.js';

const context: DecisionContext = { now: new Date('2026-11-22T10:00:00Z'), actor: null };
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

const decide = (given: BulkImportEvent[], command: BulkImportCommand) =>
  bulkImportDecider.decide(command, fold(bulkImportDecider, given), context);

describe('bulk import: given events, when a command, then events', () => {
  it('records the request once: the same file again by the same requester for the same class is the same import', () => {
    expect(decide([], { type: 'RequestBulkUserImport', data: requested })).toEqual([REQUESTED]);
    expect(decide([REQUESTED], { type: 'RequestBulkUserImport', data: requested })).toEqual([]);
    expect(
      decide([REQUESTED, PLANNED, COMPLETED], { type: 'RequestBulkUserImport', data: requested }),
    ).toEqual([]);
  });

  it('refuses another request under the same job id', () => {
    const other = { ...requested, requester: 6 };
    expect(refusal(() => decide([REQUESTED], { type: 'RequestBulkUserImport', data: other })).status).toBe(
      409,
    );
  });

  it('keeps the first plan: a retried attempt follows it instead of planning again', () => {
    expect(decide([REQUESTED], { type: 'PlanBulkUserImport', data: plan })).toEqual([PLANNED]);
    const second = { ...plan, ids: [50, null, 51] };
    expect(decide([REQUESTED, PLANNED], { type: 'PlanBulkUserImport', data: second })).toEqual([]);
    expect(fold(bulkImportDecider, [REQUESTED, PLANNED])).toMatchObject({ status: 'planned', plan });
    expect(refusal(() => decide([], { type: 'PlanBulkUserImport', data: plan })).status).toBe(404);
  });

  it('completes once, and only a planned import', () => {
    expect(decide([REQUESTED, PLANNED], { type: 'CompleteBulkUserImport', data: completed })).toEqual([
      COMPLETED,
    ]);
    expect(
      decide([REQUESTED, PLANNED, COMPLETED], { type: 'CompleteBulkUserImport', data: completed }),
    ).toEqual([]);
    expect(
      refusal(() => decide([REQUESTED], { type: 'CompleteBulkUserImport', data: completed })).status,
    ).toBe(409);
    expect(fold(bulkImportDecider, [REQUESTED, PLANNED, COMPLETED])).toMatchObject({
      status: 'completed',
      completed,
    });
  });
});
