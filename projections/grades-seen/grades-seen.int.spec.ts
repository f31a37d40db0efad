import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeEvent } from '@school/modules/reporting';
import { projectionSpec } from '@school/test-support';
import { gradesSeenAt, gradesSeenProjection } from './index.js';

const spec = projectionSpec<HomeEvent>(gradesSeenProjection, {
  // Not the look's time: the marker is the look's own (data.at).
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

const seen = (codBseUsuario: number, at: string): HomeEvent => ({
  type: 'GradesSeen',
  data: { codBseUsuario, at },
});

beforeAll(async () => {
  await spec.given(seen(30, '2026-12-01T10:00:00.000Z'), seen(31, '2026-12-01T11:00:00.000Z'));
  // A later look in another batch, and two looks in one: the last stands.
  await spec.given(seen(30, '2026-12-02T09:00:00.000Z'));
  await spec.given(seen(31, '2026-12-02T08:00:00.000Z'), seen(31, '2026-12-03T08:00:00.000Z'));
});

describe('grades seen', () => {
  it('keeps each student’s latest look at its grades', async () => {
    expect(await gradesSeenAt(spec.db, 30)).toEqual(new Date('2026-12-02T09:00:00.000Z'));
    expect(await gradesSeenAt(spec.db, 31)).toEqual(new Date('2026-12-03T08:00:00.000Z'));
  });

  it('answers null for a student who never looked', async () => {
    expect(await gradesSeenAt(spec.db, 99)).toBeNull();
  });
});
