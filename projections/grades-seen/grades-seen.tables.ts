import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const gradesSeenSchema = {
  /** When each student last looked at its grades (decision 0066): the home page's "new grades" start there. */
  grades_seen: {
    columns: {
      cod_bse_usuario: 'int4',
      visto_em: 'timestamptz',
    },
    primaryKey: 'cod_bse_usuario',
  },
} as const satisfies SchemaSpec;

export type GradesSeenRow = RowOf<typeof gradesSeenSchema, 'grades_seen'>;
