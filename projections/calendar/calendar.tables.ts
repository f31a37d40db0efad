import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const calendarSchema = {
  /** The live events, with where a public one is seen (`escola`, `unidade`, `turma`: null above). */
  calendar_events: {
    columns: {
      cod_cld_calendario: 'int4',
      dsc_titulo: 'text',
      hex_cor_evento: 'text',
      dat_evento: 'timestamptz',
      ind_privado: 'text',
      perfis: '_int4',
      cod_bse_turma: 'int4?',
      escola: 'int4?',
      unidade: 'int4?',
      turma: 'int4?',
      cod_usuario_criacao: 'int4',
      nom_usuario: 'text',
      cst_login: 'text',
      cod_perfil_criacao: 'int4',
    },
    primaryKey: 'cod_cld_calendario',
    // The title is what its creator wrote (text, docs/privacy.md): it goes with the creator's name.
    erase: { person: 'cod_usuario_criacao', columns: ['nom_usuario', 'cst_login', 'dsc_titulo'] },
    indexes: [['dat_evento']],
  },
  /** A user's iCalendar feed version: raised by each revocation (absent: 0). */
  calendar_feeds: {
    columns: {
      cod_bse_usuario: 'int4',
      versao: 'int4',
    },
    primaryKey: 'cod_bse_usuario',
  },
} as const satisfies SchemaSpec;

export type CalendarEventRow = RowOf<typeof calendarSchema, 'calendar_events'>;
export type CalendarFeedRow = RowOf<typeof calendarSchema, 'calendar_feeds'>;
