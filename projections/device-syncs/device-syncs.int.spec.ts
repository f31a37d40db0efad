import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSyncEvent } from '@school/modules/teaching';
import { projectionSpec } from '@school/test-support';
import { deviceSyncsProjection, syncSummaries } from './index.js';

const spec = projectionSpec<DeviceSyncEvent>(deviceSyncsProjection);

const synced = (codBseUsuario: number, at: string, items: number, lateItems: number): DeviceSyncEvent => ({
  type: 'DeviceSynced',
  data: { codBseUsuario, codBseTurma: 7, at, items, lateItems },
});

beforeAll(async () => {
  await spec.given(
    synced(30, '2026-12-01T10:00:00.000Z', 5, 2),
    synced(31, '2026-12-01T11:00:00.000Z', 3, 0),
  );
  await spec.given(synced(30, '2026-12-02T09:00:00.000Z', 4, 3));
});

describe('device syncs', () => {
  it('gives each student its last sync and the items that arrived late, summed', async () => {
    const summaries = await syncSummaries(spec.db, [30, 31, 99]);
    expect(summaries.get(30)).toEqual({ lastSyncAt: new Date('2026-12-02T09:00:00.000Z'), lateItems: 5 });
    expect(summaries.get(31)).toEqual({ lastSyncAt: new Date('2026-12-01T11:00:00.000Z'), lateItems: 0 });
    expect(summaries.has(99)).toBe(false);
  });

  it('answers nothing for no student', async () => {
    expect((await syncSummaries(spec.db, [])).size).toBe(0);
  });
});
