import { sql, type Kysely } from 'kysely';

/**
 * The fingerprint of the request a stored answer belongs to (its body's SHA-256): the same key
 * with another body is refused instead of answered with the first body's answer. Rows stored
 * before it have none and replay as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys add column if not exists request_hash text`.execute(db);
}
