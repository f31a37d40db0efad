import { sql, type Kysely } from 'kysely';

/** The stored answers of requests sent with an Idempotency-Key (kept 24 hours). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists idempotency_keys (
    user_id int not null,
    key text not null,
    method text not null,
    path text not null,
    state text not null default 'pending',
    status int,
    body jsonb,
    created_at timestamptz not null default now(),
    primary key (user_id, key)
  )`.execute(db);
  await sql`create index if not exists idempotency_keys_created_at on idempotency_keys (created_at)`.execute(
    db,
  );
}
