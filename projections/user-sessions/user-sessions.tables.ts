import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const userSessionsSchema = {
  user_sessions: {
    user_id: 'int4',
    version: 'int4',
    status: 'text',
  },
  ended_tokens: {
    jti: 'text',
    user_id: 'int4',
    expires_at: 'timestamptz',
  },
} as const satisfies SchemaSpec;

export type UserSessionsTables = TablesOf<typeof userSessionsSchema>;
export type SessionRow = RowOf<typeof userSessionsSchema, 'user_sessions'>;
export type EndedTokenRow = RowOf<typeof userSessionsSchema, 'ended_tokens'>;
