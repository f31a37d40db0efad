import { sql } from 'kysely';
import { tablesOf, type Db } from '@school/projections/kernel';
import { fileCatalogueSchema } from './file-catalogue.tables.js';

export interface FileReference {
  kind: string;
  refId: string;
}

/** The records that use a file (at most a handful). */
export async function fileReferences(db: Db, fileId: string): Promise<FileReference[]> {
  const rows = await tablesOf(db, fileCatalogueSchema)
    .selectFrom('file_references')
    .select(['kind', 'ref_id'])
    .where('file_id', '=', fileId)
    .orderBy('kind')
    .orderBy('ref_id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, refId: r.ref_id }));
}

/** Bytes on disk of a user's files that are not deleted: originals plus scaled copies. */
export async function storageUsedBy(db: Db, ownerId: number): Promise<number> {
  const { rows } = await sql<{ used: string | null }>`
    select sum(original_bytes + scaled_bytes)::text as used from file_catalogue where owner_id = ${ownerId}`.execute(
    db,
  );
  return Number(rows[0]?.used ?? 0);
}

export interface OrphanFile {
  fileId: string;
  ownerId: number;
  unreferencedSince: Date;
}

/** Files nothing has referenced since before `unreferencedBefore`, oldest first. */
export async function orphanFiles(db: Db, unreferencedBefore: Date, limit: number): Promise<OrphanFile[]> {
  const rows = await tablesOf(db, fileCatalogueSchema)
    .selectFrom('file_catalogue')
    .select(['file_id', 'owner_id', 'unreferenced_since'])
    .where('unreferenced_since', '<=', unreferencedBefore)
    .orderBy('unreferenced_since')
    .orderBy('file_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    fileId: r.file_id,
    ownerId: r.owner_id,
    unreferencedSince: new Date(r.unreferenced_since as Date),
  }));
}
