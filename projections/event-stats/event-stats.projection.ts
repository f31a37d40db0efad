import { RowChanges, tablesOf, type Db, defineProjection } from '@school/projections/kernel';
import { eventStatsSchema, type EventStatsRow } from './event-stats.tables.js';

/**
 * How many events of each type the log holds, and the last position of each: an operations
 * read model (what happens, how much), and the one that would show an event applied twice or
 * lost, since a count, unlike an upsert, is not idempotent.
 */
export const eventStatsProjection = defineProjection()({
  name: 'event-stats',
  schema: eventStatsSchema,
  handles: 'all',

  async project(events, trx, names) {
    // A count, unlike a row, is added to what earlier batches counted.
    const stats = new RowChanges<EventStatsRow>(eventStatsSchema.event_stats, 'event_type', {
      add: ['events'],
    });
    for (const e of events) {
      const row = stats.pending(e.type);
      stats.insert({
        event_type: e.type,
        events: (row?.events ?? 0) + 1,
        last_position: e.position,
        last_at: e.createdAt,
      });
    }
    await stats.apply(trx, names.event_stats);
  },
});

export async function eventStats(db: Db): Promise<{ eventType: string; events: number; lastAt: Date }[]> {
  return tablesOf(db, eventStatsSchema)
    .selectFrom('event_stats')
    .select(['event_type as eventType', 'events', 'last_at as lastAt'])
    .orderBy('event_type')
    .execute();
}
