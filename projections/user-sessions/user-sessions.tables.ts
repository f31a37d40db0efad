import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const userSessionsSchema = {
  user_sessions: {
    columns: {
      user_id: 'int4',
      version: 'int4',
      status: 'text',
    },
    primaryKey: 'user_id',
  },
  ended_tokens: {
    columns: {
      jti: 'text',
      user_id: 'int4',
      expires_at: 'timestamptz',
    },
    primaryKey: 'jti',
    indexes: [['user_id', 'expires_at']],
  },
} as const satisfies SchemaSpec;

export type SessionRow = RowOf<typeof userSessionsSchema, 'user_sessions'>;
export type EndedTokenRow = RowOf<typeof userSessionsSchema, 'ended_tokens'>;
