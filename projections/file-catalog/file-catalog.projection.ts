import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { FileEvent } from '@school/modules/files';
import type { Projection } from '@school/projections/kernel';
import { Batch, Stored } from './file-catalog.batch.js';
import { fileCatalogSchema } from './file-catalog.tables.js';
import { REFERENCE_SOURCES, referenceChanges, type ReferenceChange } from './file-references.projection.js';

export type FileCatalogTable = 'file_catalog' | 'file_references';

const FILE_EVENTS = new Set<string>(['ImageUploaded', 'ImageScaled', 'ImageRejected', 'FileDeleted']);

/**
 * The files that exist (uploaded, not deleted) with their owner and bytes on disk (original +
 * scaled), what references each (see file-references.ts), and since when nothing does: what
 * the quota, the read check and the orphan sweep read. A batch reads the stored state it needs
 * (the references it changes, the files it touches) once, is folded in memory in event order,
 * then written through RowChanges; a batch that touches no file costs nothing.
 */
export const fileCatalogProjection: Projection<FileCatalogTable> = {
  name: 'file-catalog',
  tables: ['file_catalog', 'file_references'],
  schema: fileCatalogSchema,
  handles: [...FILE_EVENTS, ...new Set(REFERENCE_SOURCES.flatMap((source) => source.handles))],

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
    const files = new Set<string>();
    const changes: ReferenceChange[] = [];
    const steps: ({ file: FileEvent; at: Date } | { change: ReferenceChange; at: Date })[] = [];
    for (const event of events) {
      if (FILE_EVENTS.has(event.type)) {
        const file = { type: event.type, data: event.data } as FileEvent;
        files.add(file.data.id);
        steps.push({ file, at: event.createdAt });
        continue;
      }
      for (const change of referenceChanges(event)) {
        if (change.fileId !== null) files.add(change.fileId);
        changes.push(change);
        steps.push({ change, at: event.createdAt });
      }
    }
    if (steps.length === 0) return;
    const batch = new Batch(await Stored.load(trx, names, files, changes));
    for (const step of steps)
      if ('file' in step) batch.file(step.file, step.at);
      else batch.reference(step.change, step.at);
    await batch.files.apply(trx, names.file_catalog);
    await batch.references.apply(trx, names.file_references);
  },
};
