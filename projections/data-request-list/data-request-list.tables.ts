import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const dataRequestListSchema = {
  /** Every data request on record (kept five years, decision 0061). */
  data_request_list: {
    columns: {
      cod_solicitacao: 'int4',
      cod_bse_usuario: 'int4',
      tipo: 'text',
      relacao: 'text',
      nome: 'text?',
      documento: 'text?',
      motivo: 'text?',
      cod_bse_escola: 'int4?',
      cod_usuario_solicitacao: 'int4',
      registrado_em: 'timestamptz',
      cod_usuario_execucao: 'int4?',
      executado_em: 'timestamptz?',
      /** pendente, concluida, falhou (expirada is a concluida copy past expira_em). */
      status: 'text',
      expira_em: 'timestamptz?',
    },
    primaryKey: 'cod_solicitacao',
    indexes: [['cod_bse_escola'], ['cod_usuario_solicitacao'], ['cod_bse_usuario']],
  },
  /** The names the list shows for whom, who recorded and who carried out ("Dados removidos" once erased). */
  data_request_people: {
    columns: { cod_bse_usuario: 'int4', nom_usuario: 'text' },
    primaryKey: 'cod_bse_usuario',
  },
} as const satisfies SchemaSpec;

export type DataRequestRow = RowOf<typeof dataRequestListSchema, 'data_request_list'>;
export type DataRequestPersonRow = RowOf<typeof dataRequestListSchema, 'data_request_people'>;
