import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const forumSchema = {
  /** The live topics; `escola` null for the Master's (the whole network's). */
  forum_topics: {
    columns: {
      cod_frm_topico: 'int4',
      cod_frm_sala: 'int4',
      txt_topico: 'text',
      dsc_topico: 'text',
      escola: 'int4?',
      cod_usuario_criacao: 'int4',
      nom_usuario: 'text',
      cst_login: 'text',
      dat_criacao: 'timestamptz',
      ind_fechado: 'text',
    },
    primaryKey: 'cod_frm_topico',
    // An erased author's topics stay (others' posts hang on them), without its words or its name.
    erase: {
      person: 'cod_usuario_criacao',
      columns: ['txt_topico', 'dsc_topico', 'nom_usuario', 'cst_login'],
    },
    indexes: [['cod_frm_sala']],
  },
  /** The live posts of live topics. */
  forum_posts: {
    columns: {
      cod_frm_postagem: 'int4',
      cod_frm_topico: 'int4',
      txt_postagem: 'text',
      cod_usuario_criacao: 'int4',
      nom_usuario: 'text',
      cst_login: 'text',
      dat_criacao: 'timestamptz',
    },
    primaryKey: 'cod_frm_postagem',
    erase: { person: 'cod_usuario_criacao', columns: ['txt_postagem', 'nom_usuario', 'cst_login'] },
    indexes: [['cod_frm_topico']],
  },
} as const satisfies SchemaSpec;

export type ForumTopicRow = RowOf<typeof forumSchema, 'forum_topics'>;
export type ForumPostRow = RowOf<typeof forumSchema, 'forum_posts'>;
