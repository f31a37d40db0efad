import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const deviceSyncsSchema = {
  /** Each device queue that stored something (DeviceSynced, decision 0076): the progress screen sums them per student. */
  device_syncs: {
    columns: {
      event_id: 'uuid',
      cod_bse_usuario: 'int4',
      cod_bse_turma: 'int4?',
      at: 'timestamptz',
      items: 'int4',
      late_items: 'int4',
    },
    primaryKey: 'event_id',
    indexes: [['cod_bse_usuario', 'at']],
  },
} as const satisfies SchemaSpec;

export type DeviceSyncRow = RowOf<typeof deviceSyncsSchema, 'device_syncs'>;
