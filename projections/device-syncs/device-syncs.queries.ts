import { tablesOf, type Db } from '@school/projections/kernel';
import { deviceSyncsSchema } from './device-syncs.tables.js';

/** A student's syncs as its teacher sees them: the last one, and the items that arrived late, summed. */
export interface SyncSummary {
  lastSyncAt: Date;
  lateItems: number;
}

/** The sync summary of each of these students that ever synced from a device. */
export async function syncSummaries(db: Db, students: readonly number[]): Promise<Map<number, SyncSummary>> {
  if (students.length === 0) return new Map();
  const rows = await tablesOf(db, deviceSyncsSchema)
    .selectFrom('device_syncs')
    .select((eb) => [
      'cod_bse_usuario',
      eb.fn.max('at').as('last_at'),
      eb.fn.sum<string>('late_items').as('late'),
    ])
    .where('cod_bse_usuario', 'in', students)
    .groupBy('cod_bse_usuario')
    .execute();
  return new Map(
    rows.map((r) => [r.cod_bse_usuario, { lastSyncAt: new Date(r.last_at), lateItems: Number(r.late) }]),
  );
}
