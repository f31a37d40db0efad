import { sql, type Kysely } from 'kysely';

/**
 * The keys that seal personal data in the events (decision 0061): one row per key, its bytes
 * wrapped by the master key (PERSONAL_DATA_KEY). `key_id` is the owner (`user:12`,
 * `request:5`) or, for the access log's technical fields, the owner and the month
 * (`user:12@2026-11`, `@2026-11` for a login nobody has). An erasure or the end of a retention
 * deletes the key's bytes and keeps the row as a tombstone (`wrapped` null, `erased_at` set), so
 * that nothing is ever sealed again with a new key for a person who was erased.
 * `privacy_state` records one-off steps done on this database (the sealing of older events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists personal_data_keys (
    key_id text primary key,
    owner text,
    month text,
    wrapped bytea,
    created_at timestamptz not null default now(),
    erased_at timestamptz
  )`.execute(db);
  await sql`create index if not exists personal_data_keys_owner on personal_data_keys (owner)`.execute(db);
  await sql`create index if not exists personal_data_keys_month on personal_data_keys (month) where month is not null and wrapped is not null`.execute(
    db,
  );
  await sql`create table if not exists privacy_state (name text primary key, done_at timestamptz not null default now())`.execute(
    db,
  );
}
