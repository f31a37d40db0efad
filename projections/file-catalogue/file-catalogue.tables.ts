import type { SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const fileCatalogueSchema = {
  file_catalogue: {
    columns: {
      file_id: 'text',
      owner_id: 'int4',
      original_bytes: 'int8',
      scaled_bytes: { type: 'int8', default: '0' },
      uploaded_at: 'timestamptz',
      unreferenced_since: 'timestamptz?',
    },
    primaryKey: 'file_id',
    indexes: [['owner_id'], { on: ['unreferenced_since'], where: 'unreferenced_since is not null' }],
  },
  file_references: {
    columns: {
      kind: 'text',
      ref_id: 'text',
      file_id: 'text',
    },
    primaryKey: ['kind', 'ref_id'],
    indexes: [['file_id']],
  },
} as const satisfies SchemaSpec;
