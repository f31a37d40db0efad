import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const accessLogSchema = {
  access_log: {
    attempt_id: 'uuid',
    position: 'text',
    cst_login: 'text',
    cod_bse_usuario: 'int4?',
    ind_sucesso: 'bpchar',
    txt_observacao: 'text',
    http_status: 'int4',
    nom_so: 'text?',
    txt_versao_so: 'text?',
    nom_navegador: 'text?',
    txt_versao_navegador: 'text?',
    ip: 'text',
    dth_acesso: 'timestamptz',
  },
  /**
   * Each user's successful sign-ins per São Paulo month (`mes`: the instant the month begins):
   * how many, and when (in order), so the access report reads a dozen rows per user instead of
   * every sign-in, and counts a month its period covers only in part from `instantes`.
   */
  access_counts: {
    cod_bse_usuario: 'int4',
    mes: 'timestamptz',
    acessos: 'int4',
    instantes: '_timestamptz',
  },
} as const satisfies SchemaSpec;

export type AccessLogTables = TablesOf<typeof accessLogSchema>;
export type AccessRow = RowOf<typeof accessLogSchema, 'access_log'>;
