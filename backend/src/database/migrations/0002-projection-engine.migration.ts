import { sql, type Kysely } from 'kysely';

/** The projection engine's own tables: one checkpoint per read model, and the events that kept failing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists projection_checkpoints (
    name text primary key,
    position text not null default '',
    updated_at timestamptz not null default now()
  )`.execute(db);
  // The shape of the read model's tables the checkpoint was reached with (Projection.version).
  await sql`alter table projection_checkpoints add column if not exists version int not null default 1`.execute(
    db,
  );
  await sql`create table if not exists projection_failures (
    id bigint generated always as identity primary key,
    projection text not null,
    position text not null,
    event_id uuid not null,
    event_type text not null,
    stream_name text not null,
    error text not null,
    attempts int not null,
    failed_at timestamptz not null default now()
  )`.execute(db);
}
