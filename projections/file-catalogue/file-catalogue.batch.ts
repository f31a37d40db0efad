import { sql } from 'kysely';
import { assertNever } from '@school/modules/kernel';
import type { FileEvent } from '@school/modules/files';
import { RowChanges, type RowOf, type TableNames, type Trx } from '@school/projections/kernel';
import { fileCatalogueSchema } from './file-catalogue.tables.js';
import type { ReferenceChange } from './file-references.projection.js';

type Names = TableNames<'file_catalogue' | 'file_references'>;

type FileRow = RowOf<typeof fileCatalogueSchema, 'file_catalogue'>;
type ReferenceRow = RowOf<typeof fileCatalogueSchema, 'file_references'>;

const refKey = (kind: string, refId: string) => JSON.stringify([kind, refId]);

/**
 * What a batch needs of the stored tables, then kept up to date in memory as the batch is
 * folded: the records' current references, and for every file the batch touches whether its
 * row exists, since when nothing references it, and which records do.
 */
export class Stored {
  readonly files = new Map<string, { unreferencedSince: Date | null } | null>();
  readonly refs = new Map<string, string>();
  private readonly holders = new Map<string, Set<string>>();

  holdersOf(fileId: string): Set<string> {
    let held = this.holders.get(fileId);
    if (!held) this.holders.set(fileId, (held = new Set()));
    return held;
  }

  static async load(trx: Trx, names: Names, files: Set<string>, changes: ReferenceChange[]): Promise<Stored> {
    const stored = new Stored();
    if (changes.length) {
      const touched = changes.map((c) => ({ kind: c.kind, ref_id: c.refId }));
      const { rows } = await sql<{ kind: string; ref_id: string; file_id: string }>`
        select r.kind, r.ref_id, r.file_id from ${sql.table(names.file_references)} r
        join jsonb_to_recordset(${JSON.stringify(touched)}::jsonb) as t(kind text, ref_id text)
          on r.kind = t.kind and r.ref_id = t.ref_id`.execute(trx);
      for (const r of rows) {
        stored.refs.set(refKey(r.kind, r.ref_id), r.file_id);
        files.add(r.file_id);
      }
    }
    const ids = [...files];
    if (ids.length === 0) return stored;
    const [references, catalog] = await Promise.all([
      sql<{ kind: string; ref_id: string; file_id: string }>`select kind, ref_id, file_id
        from ${sql.table(names.file_references)} where file_id = any(${ids}::text[])`.execute(trx),
      sql<{ file_id: string; unreferenced_since: Date | null }>`select file_id, unreferenced_since
        from ${sql.table(names.file_catalogue)} where file_id = any(${ids}::text[])`.execute(trx),
    ]);
    for (const r of references.rows) stored.holdersOf(r.file_id).add(refKey(r.kind, r.ref_id));
    for (const id of ids) stored.files.set(id, null);
    for (const f of catalog.rows) stored.files.set(f.file_id, { unreferencedSince: f.unreferenced_since });
    return stored;
  }
}

/** The batch's file rows and references, folded in event order. */
export class Batch {
  readonly files = new RowChanges<FileRow>(fileCatalogueSchema.file_catalogue, 'file_id');
  readonly references = new RowChanges<ReferenceRow>(fileCatalogueSchema.file_references, ['kind', 'ref_id']);

  constructor(private readonly stored: Stored) {}

  file(e: FileEvent, at: Date): void {
    const { files } = this.stored;
    switch (e.type) {
      case 'ImageUploaded': {
        if (files.get(e.data.id)) return; // already there: a replayed batch
        // Unreferenced from its upload on (unless a record already names it): a file nothing
        // ever uses is an orphan once the grace period after its upload has passed.
        const since = this.stored.holdersOf(e.data.id).size > 0 ? null : at;
        this.files.insert({
          file_id: e.data.id,
          owner_id: e.data.ownerId,
          original_bytes: e.data.size,
          scaled_bytes: 0,
          uploaded_at: at,
          unreferenced_since: since,
        });
        files.set(e.data.id, { unreferencedSince: since });
        return;
      }
      case 'ImageScaled':
        this.files.patch(e.data.id, { scaled_bytes: e.data.size });
        return;
      case 'FileDeleted':
        this.files.delete(e.data.id);
        files.set(e.data.id, null);
        return;
      case 'ImageRejected':
        return; // the original stays (and counts) until nothing references it
      default:
        return assertNever(e);
    }
  }

  reference(change: ReferenceChange, at: Date): void {
    const { refs, files } = this.stored;
    const key = refKey(change.kind, change.refId);
    const before = refs.get(key) ?? null;
    if (before === change.fileId) return;
    if (change.fileId === null) {
      refs.delete(key);
      this.references.delete([change.kind, change.refId]);
    } else {
      refs.set(key, change.fileId);
      this.references.insert({ kind: change.kind, ref_id: change.refId, file_id: change.fileId });
      this.stored.holdersOf(change.fileId).add(key);
      const file = files.get(change.fileId);
      if (file) {
        file.unreferencedSince = null;
        this.files.patch(change.fileId, { unreferenced_since: null });
      }
    }
    if (before === null) return;
    // The file left behind is an orphan from this moment, unless another record still uses it.
    const held = this.stored.holdersOf(before);
    held.delete(key);
    const left = files.get(before);
    if (left && left.unreferencedSince === null && held.size === 0) {
      left.unreferencedSince = at;
      this.files.patch(before, { unreferenced_since: at });
    }
  }
}
