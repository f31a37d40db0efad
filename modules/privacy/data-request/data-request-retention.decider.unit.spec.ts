import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@school/modules/testing';
import { dataRequestRetentionDecider, requestsCutoff } from './data-request-retention.decider.js';
import type { DataRequestRetentionEvent } from './data-request-retention.events.js';

const spec = deciderSpec(dataRequestRetentionDecider, { now: new Date('2031-12-02T10:00:00Z'), actor: null });
const expired = (before: string, codSolicitacoes: number[]): DataRequestRetentionEvent => ({
  type: 'DataRequestsExpired',
  data: { before, codSolicitacoes },
});
const expire = (before: string, codSolicitacoes: number[]) =>
  ({ type: 'ExpireDataRequests', before, codSolicitacoes }) as const;

describe('data request retention decider', () => {
  it('keeps a request five years from the start of the day it was answered, never less', () => {
    expect(requestsCutoff(new Date('2031-12-02T10:00:00Z'))).toBe('2026-12-02T00:00:00.000Z');
    expect(requestsCutoff(new Date('2031-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    // Five years before a 29 February is 1 March (no 29 February then): a day later, not earlier.
    expect(requestsCutoff(new Date('2032-02-29T23:59:59Z'))).toBe('2027-03-01T00:00:00.000Z');
    expect(requestsCutoff(new Date('2029-03-01T08:00:00Z'), 1)).toBe('2028-03-01T00:00:00.000Z');
  });

  it('drops the requests due, each once, in order', () => {
    spec
      .given([])
      .when(expire('2026-12-02T00:00:00.000Z', [9, 4, 9]))
      .then([expired('2026-12-02T00:00:00.000Z', [4, 9])]);
    spec
      .given([expired('2026-12-01T00:00:00.000Z', [4])])
      .when(expire('2026-12-02T00:00:00.000Z', [9]))
      .then([expired('2026-12-02T00:00:00.000Z', [9])]);
  });

  it('appends nothing with no request due, for a cutoff passed already (a retry the same day) or an earlier one', () => {
    spec.given([]).when(expire('2026-12-02T00:00:00.000Z', [])).thenNothing();
    spec
      .given([expired('2026-12-02T00:00:00.000Z', [4])])
      .when(expire('2026-12-02T00:00:00.000Z', [4, 9]))
      .thenNothing();
    spec
      .given([expired('2026-12-02T00:00:00.000Z', [4])])
      .when(expire('2026-11-30T00:00:00.000Z', [9]))
      .thenNothing();
  });

  it('remembers the latest requests dropped, whose keys a run finishes deleting', () => {
    expect(
      spec
        .given([expired('2026-12-01T00:00:00.000Z', [4]), expired('2026-12-02T00:00:00.000Z', [7, 9])])
        .state(),
    ).toEqual({ before: '2026-12-02T00:00:00.000Z', last: [7, 9] });
  });
});
