import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const accessLogSchema = {
  access_log: {
    columns: {
      attempt_id: 'uuid',
      position: { type: 'text', collate: 'C' },
      cst_login: 'text',
      cod_bse_usuario: 'int4?',
      ind_sucesso: { type: 'bpchar', length: 1 },
      txt_observacao: 'text',
      http_status: 'int4',
      nom_so: 'text?',
      txt_versao_so: 'text?',
      nom_navegador: 'text?',
      txt_versao_navegador: 'text?',
      ip: 'text',
      dth_acesso: 'timestamptz',
    },
    primaryKey: 'attempt_id',
    // An erased user's attempts stay (and count), without the login typed nor the client's
    // address, system and browser: they were sealed with the user's keys of the month (decision 0061).
    erase: {
      person: 'cod_bse_usuario',
      columns: ['cst_login', 'ip', 'nom_so', 'txt_versao_so', 'nom_navegador', 'txt_versao_navegador'],
    },
    indexes: [
      // Newest first, all of them or one login's (prefix search), or one user's latest.
      ['position'],
      ['cst_login text_pattern_ops', 'position'],
      { on: ['cod_bse_usuario', 'position'], where: 'cod_bse_usuario is not null' },
      // A user's successful sign-ins in a month, read again from the index alone (access_counts).
      { on: ['cod_bse_usuario', 'dth_acesso'], where: "ind_sucesso = 'S'" },
    ],
  },
  /**
   * Each user's successful sign-ins per São Paulo month (`mes`: the instant the month begins):
   * how many, and when (in order), so the access report reads a dozen rows per user instead of
   * every sign-in, and counts a month its period covers only in part from `instantes`.
   */
  access_counts: {
    columns: {
      cod_bse_usuario: 'int4',
      mes: 'timestamptz',
      acessos: 'int4',
      instantes: '_timestamptz',
    },
    primaryKey: ['cod_bse_usuario', 'mes'],
    primaryKeyIncludes: ['acessos'],
  },
} as const satisfies SchemaSpec;

export type AccessRow = RowOf<typeof accessLogSchema, 'access_log'>;
