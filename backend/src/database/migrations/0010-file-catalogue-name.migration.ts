import { sql, type Kysely } from 'kysely';

/**
 * The file read model is `file-catalogue` (one spelling with `content-catalogue`, decision 0063).
 * The new name starts without a checkpoint, so its tables (`file_catalogue`, `file_references`)
 * are made afresh and the log is replayed into them at the next start; the old name's table,
 * checkpoint and parked events would be left behind, read by nothing: they go here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists file_catalog cascade`.execute(db);
  await sql`delete from projection_checkpoints where name = 'file-catalog'`.execute(db);
  await sql`delete from projection_parked where projection = 'file-catalog'`.execute(db);
}
