import type { HomeEvent } from '@school/modules/reporting';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { gradesSeenSchema, type GradesSeenRow } from './grades-seen.tables.js';

/**
 * When each student last looked at its grades: the latest `GradesSeen` (its `at`, so a rebuild
 * gives the same time). Markers only move forward on a stream, so the last of a batch wins.
 */
export const gradesSeenProjection = defineProjection<HomeEvent>()({
  name: 'grades-seen',
  schema: gradesSeenSchema,
  handles: ['GradesSeen'],

  async project(events, trx, names) {
    const seen = new RowChanges<GradesSeenRow>(gradesSeenSchema.grades_seen, 'cod_bse_usuario');
    onEach(events, {
      GradesSeen: (e) => seen.insertFrom(e.data, { visto_em: e.data.at }),
    });
    await seen.apply(trx, names.grades_seen);
  },
});
