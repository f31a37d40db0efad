import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const eventStatsSchema = {
  event_stats: {
    event_type: 'text',
    events: 'int8',
    last_position: 'text',
    last_at: 'timestamptz',
  },
} as const satisfies SchemaSpec;

export type EventStatsTables = TablesOf<typeof eventStatsSchema>;
export type EventStatsRow = RowOf<typeof eventStatsSchema, 'event_stats'>;
