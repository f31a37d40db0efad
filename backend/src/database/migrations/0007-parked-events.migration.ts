import { sql, type Kysely } from 'kysely';

/**
 * The events a read model could not store, parked with the later events of their stream so that
 * it goes on with the others (decision 0056): one row per read model and event, `cause` for the
 * event that failed, the others waiting behind it. They replace projection_failures, which
 * recorded the event a read model had stopped on: under the new rule no read model stops, and the
 * event that stopped one is taken again and parked at the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists projection_parked (
    projection text not null,
    event_id uuid not null,
    position text not null,
    stream_name text not null,
    event_type text not null,
    cause boolean not null,
    error text not null,
    attempts int not null,
    parked_at timestamptz not null default now(),
    primary key (projection, event_id)
  )`.execute(db);
  await sql`create index if not exists projection_parked_stream on projection_parked (projection, stream_name, position)`.execute(
    db,
  );
  await sql`drop table if exists projection_failures`.execute(db);
}
