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
      /** The class the event is for (decision 0075): its students and teachers see it. */
      para_turma: 'int4?',
      dsc_descricao: 'text?',
      dat_fim: 'timestamptz?',
      dsc_local: 'text?',
    },
    primaryKey: 'cod_cld_calendario',
    // The title, description and place are what its creator wrote (text, docs/privacy.md): they go
    // with the creator's name (the optional two to none).
    erase: {
      person: 'cod_usuario_criacao',
      columns: ['nom_usuario', 'cst_login', 'dsc_titulo'],
      set: { dsc_descricao: null, dsc_local: null },
    },
    indexes: [['dat_evento'], ['para_turma']],
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
