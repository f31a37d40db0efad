import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { FileEvent } from '@school/modules/files';
import type { Projection, TableNames, Trx } from '@school/projections/kernel';
import { referenceChanges, type ReferenceChange } from './file-references.js';

export type FileCatalogTable = 'file_catalog' | 'file_references';
type Names = TableNames<FileCatalogTable>;

async function applyFileEvent(e: FileEvent, at: Date, trx: Trx, names: Names): Promise<void> {
  const catalog = sql.table(names.file_catalog);
  const references = sql.table(names.file_references);
  switch (e.type) {
    case 'ImageUploaded':
      // Unreferenced from its upload on (unless a record already names it): a file nothing
      // ever uses is an orphan once the grace period after its upload has passed.
      await sql`insert into ${catalog} (file_id, owner_id, original_bytes, uploaded_at, unreferenced_since)
        values (${e.data.id}, ${e.data.ownerId}, ${e.data.size}, ${at},
          case when exists (select 1 from ${references} where file_id = ${e.data.id}) then null else ${at}::timestamptz end)
        on conflict (file_id) do nothing`.execute(trx);
      return;
    case 'ImageScaled':
      await trx
        .updateTable(names.file_catalog)
        .set({ scaled_bytes: e.data.size })
        .where('file_id', '=', e.data.id)
        .execute();
      return;
    case 'FileDeleted':
      await trx.deleteFrom(names.file_catalog).where('file_id', '=', e.data.id).execute();
      return;
    case 'ImageRejected':
      return; // the original stays (and counts) until nothing references it
    default: {
      const never: never = e;
      return never;
    }
  }
}

async function applyReference(change: ReferenceChange, at: Date, trx: Trx, names: Names): Promise<void> {
  const catalog = sql.table(names.file_catalog);
  const references = sql.table(names.file_references);
  const previous = await trx
    .selectFrom(names.file_references)
    .select('file_id')
    .where('kind', '=', change.kind)
    .where('ref_id', '=', change.refId)
    .executeTakeFirst();
  const before = (previous?.file_id as string | undefined) ?? null;
  if (before === change.fileId) return;
  if (change.fileId === null) {
    await trx
      .deleteFrom(names.file_references)
      .where('kind', '=', change.kind)
      .where('ref_id', '=', change.refId)
      .execute();
  } else {
    await sql`insert into ${references} (kind, ref_id, file_id) values (${change.kind}, ${change.refId}, ${change.fileId})
      on conflict (kind, ref_id) do update set file_id = excluded.file_id`.execute(trx);
    await trx
      .updateTable(names.file_catalog)
      .set({ unreferenced_since: null })
      .where('file_id', '=', change.fileId)
      .execute();
  }
  // The file left behind is an orphan from this moment, unless another record still uses it.
  if (before !== null)
    await sql`update ${catalog} set unreferenced_since = ${at}
      where file_id = ${before} and unreferenced_since is null
        and not exists (select 1 from ${references} where file_id = ${before})`.execute(trx);
}

const FILE_EVENTS = new Set<string>(['ImageUploaded', 'ImageScaled', 'ImageRejected', 'FileDeleted']);

/**
 * The files that exist (uploaded, not deleted) with their owner and bytes on disk (original +
 * scaled), what references each (see file-references.ts), and since when nothing does: what
 * the quota, the read check and the orphan sweep read. Files are few, so events are applied
 * one at a time; events that touch no file cost nothing.
 */
export const fileCatalogProjection: Projection<FileCatalogTable> = {
  name: 'file-catalog',
  tables: ['file_catalog', 'file_references'],
  handles: [...FILE_EVENTS, 'UserCreated', 'UserAvatarChanged', 'UserDeleted'],

  async createTables(db, names) {
    const catalog = sql.table(names.file_catalog);
    const references = sql.table(names.file_references);
    await sql`create table ${catalog} (
      file_id text primary key,
      owner_id int not null,
      original_bytes bigint not null,
      scaled_bytes bigint not null default 0,
      uploaded_at timestamptz not null,
      unreferenced_since timestamptz
    )`.execute(db);
    await sql`create index on ${catalog} (owner_id)`.execute(db);
    await sql`create index on ${catalog} (unreferenced_since) where unreferenced_since is not null`.execute(
      db,
    );
    await sql`create table ${references} (
      kind text not null,
      ref_id text not null,
      file_id text not null,
      primary key (kind, ref_id)
    )`.execute(db);
    await sql`create index on ${references} (file_id)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    for (const event of events) {
      if (FILE_EVENTS.has(event.type)) {
        await applyFileEvent(
          { type: event.type, data: event.data } as FileEvent,
          event.createdAt,
          trx,
          names,
        );
        continue;
      }
      for (const change of referenceChanges(event)) await applyReference(change, event.createdAt, trx, names);
    }
  },
};
