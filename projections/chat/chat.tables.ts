import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const chatSchema = {
  /** The live messages of every room. */
  chat_messages: {
    columns: {
      cod_cht_mensagem: 'int4',
      cod_cht_sala: 'int4',
      txt_mensagem: 'text',
      cod_usuario_criacao: 'int4',
      cst_login: 'text',
      nom_usuario: 'text',
      dat_criacao: 'timestamptz',
      client_id: 'text?',
    },
    primaryKey: 'cod_cht_mensagem',
    // An erased author's messages stay in the room's history, without its words or its name.
    erase: { person: 'cod_usuario_criacao', columns: ['txt_mensagem', 'cst_login', 'nom_usuario'] },
    indexes: [['cod_cht_sala', 'cod_cht_mensagem']],
  },
} as const satisfies SchemaSpec;

export type ChatMessageRow = RowOf<typeof chatSchema, 'chat_messages'>;
