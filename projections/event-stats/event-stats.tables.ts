import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const eventStatsSchema = {
  event_stats: {
    columns: {
      event_type: 'text',
      events: 'int8',
      last_position: 'text',
      last_at: 'timestamptz',
    },
    primaryKey: 'event_type',
  },
} as const satisfies SchemaSpec;

export type EventStatsRow = RowOf<typeof eventStatsSchema, 'event_stats'>;
