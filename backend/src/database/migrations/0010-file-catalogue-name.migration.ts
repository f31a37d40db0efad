import { sql, type Kysely } from 'kysely';

/**
 * The file read model is `file-catalogue` (one spelling with `content-catalogue`, decision 0063).
 * A database that holds it under its old name keeps its rows: the table and its indexes are
 * renamed, and its checkpoint and parked events move to the new name, so no replay is needed and
 * no file read meets an empty catalogue. A database without it has nothing to rename.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`do $$ begin
    if to_regclass('file_catalog') is not null and to_regclass('file_catalogue') is null then
      alter table file_catalog rename to file_catalogue;
      alter index if exists file_catalog_pkey rename to file_catalogue_pkey;
      alter index if exists file_catalog_owner_id_idx rename to file_catalogue_owner_id_idx;
      alter index if exists file_catalog_unreferenced_since_idx rename to file_catalogue_unreferenced_since_idx;
    end if;
  end $$`.execute(db);
  await sql`update projection_checkpoints set name = 'file-catalogue'
    where name = 'file-catalog' and not exists (select from projection_checkpoints where name = 'file-catalogue')`.execute(
    db,
  );
  await sql`update projection_parked set projection = 'file-catalogue' where projection = 'file-catalog'`.execute(
    db,
  );
}
