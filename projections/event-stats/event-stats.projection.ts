import { sql } from 'kysely';
import type { Db, Projection } from '@school/projections/kernel';

/**
 * How many events of each type the log holds, and the last position of each: an operations
 * read model (what happens, how much), and the one that would show an event applied twice or
 * lost, since a count, unlike an upsert, is not idempotent.
 */
export const eventStatsProjection: Projection<'event_stats'> = {
  name: 'event-stats',
  tables: ['event_stats'],
  handles: 'all',

  async createTables(db, names) {
    await sql`create table ${sql.table(names.event_stats)} (
      event_type text primary key,
      events bigint not null,
      last_position text not null,
      last_at timestamptz not null
    )`.execute(db);
  },

  async project(events, trx, names) {
    const byType = new Map<string, { events: number; last_position: string; last_at: Date }>();
    for (const e of events) {
      const row = byType.get(e.type);
      byType.set(e.type, { events: (row?.events ?? 0) + 1, last_position: e.position, last_at: e.createdAt });
    }
    const rows = [...byType].map(([event_type, r]) => ({ event_type, ...r }));
    await trx
      .insertInto(names.event_stats)
      .values(rows)
      .onConflict((oc) =>
        oc.column('event_type').doUpdateSet((eb) => ({
          events: sql`${sql.table(names.event_stats)}.events + excluded.events`,
          last_position: eb.ref('excluded.last_position'),
          last_at: eb.ref('excluded.last_at'),
        })),
      )
      .execute();
  },
};

export async function eventStats(db: Db): Promise<{ eventType: string; events: number; lastAt: Date }[]> {
  return (await db
    .selectFrom('event_stats')
    .select(['event_type as eventType', 'events', 'last_at as lastAt'])
    .orderBy('event_type')
    .execute()) as { eventType: string; events: number; lastAt: Date }[];
}
