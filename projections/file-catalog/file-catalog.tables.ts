import type { SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const fileCatalogSchema = {
  file_catalog: {
    file_id: 'text',
    owner_id: 'int4',
    original_bytes: 'int8',
    scaled_bytes: 'int8',
    uploaded_at: 'timestamptz',
    unreferenced_since: 'timestamptz?',
  },
  file_references: {
    kind: 'text',
    ref_id: 'text',
    file_id: 'text',
  },
} as const satisfies SchemaSpec;

export type FileCatalogTables = TablesOf<typeof fileCatalogSchema>;
