import type { FileEvent } from '@school/modules/files';
import { defineProjection, eventsOf } from '@school/projections/kernel';
import { Batch, Stored } from './file-catalogue.batch.js';
import { fileCatalogueSchema } from './file-catalogue.tables.js';
import { REFERENCE_SOURCES, referenceChanges, type ReferenceChange } from './file-references.projection.js';

const fileEvents = eventsOf<FileEvent>()(['ImageUploaded', 'ImageScaled', 'ImageRejected', 'FileDeleted']);

/**
 * The files that exist (uploaded, not deleted) with their owner and bytes on disk (original +
 * scaled), what references each (see file-references.projection.ts), and since when nothing does: what
 * the quota, the read check and the orphan sweep read. A batch reads the stored state it needs
 * (the references it changes, the files it touches) once, is folded in memory in event order,
 * then written through RowChanges; a batch that touches no file costs nothing.
 */
export const fileCatalogueProjection = defineProjection()({
  name: 'file-catalogue',
  // 2: an erased user's photo is referenced no more (decision 0061).
  version: 2,
  schema: fileCatalogueSchema,
  handles: [...fileEvents.handles, ...new Set(REFERENCE_SOURCES.flatMap((source) => source.handles))],

  async project(events, trx, names) {
    const files = new Set<string>();
    const changes: ReferenceChange[] = [];
    const steps: ({ file: FileEvent; at: Date } | { change: ReferenceChange; at: Date })[] = [];
    for (const event of events) {
      if (fileEvents.is(event)) {
        files.add(event.data.id);
        steps.push({ file: event, at: event.createdAt });
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
    await batch.files.apply(trx, names.file_catalogue);
    await batch.references.apply(trx, names.file_references);
  },
});
