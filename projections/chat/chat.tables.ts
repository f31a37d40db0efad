import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const chatSchema = {
  /** The live messages of every room. */
  chat_messages: {
    cod_cht_mensagem: 'int4',
    cod_cht_sala: 'int4',
    txt_mensagem: 'text',
    cod_usuario_criacao: 'int4',
    cst_login: 'text',
    nom_usuario: 'text',
    dat_criacao: 'timestamptz',
    client_id: 'text?',
  },
} as const satisfies SchemaSpec;

export type ChatTables = TablesOf<typeof chatSchema>;
export type ChatMessageRow = RowOf<typeof chatSchema, 'chat_messages'>;
