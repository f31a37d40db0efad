import { sql, type Kysely } from 'kysely';

/**
 * Appends become one plain `insert` (see PostgresEventStore): the events' own primary key
 * `(stream_name, revision)` guards the expected revision, so the stream table that the PL/pgSQL
 * `es_append` bumped on every append, and the function, go. Nothing is lost: a stream's revision
 * is its last event's. `es_idempotent_result` stays; the store still asks it about retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists es_append(text, text, jsonb)`.execute(db);
  await sql`drop table if exists es_streams`.execute(db);
}
