import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const contentCatalogueSchema = {
  catalogue_content_types: {
    columns: {
      cod_trl_tipo_conteudo: 'int4',
      nom_tipo: 'text',
    },
    primaryKey: 'cod_trl_tipo_conteudo',
  },
  catalogue_games: {
    columns: {
      cod_trl_jogo: 'int4',
      nom_jogo: 'text',
      dsc_conteudo_jogo: 'text',
    },
    primaryKey: 'cod_trl_jogo',
  },
  catalogue_subjects: {
    columns: {
      cod_trl_materia: 'int4',
      nom_materia: 'text',
    },
    primaryKey: 'cod_trl_materia',
  },
  /** `img_file_id`: the image's id in the files context. */
  catalogue_characters: {
    columns: {
      cod_trl_personagem: 'int4',
      nom_personagem: 'text',
      img_file_id: 'text',
    },
    primaryKey: 'cod_trl_personagem',
  },
  catalogue_assemblies: {
    columns: {
      cod_trl_montagem: 'int4',
      nom_montagem: 'text',
      img_file_id: 'text',
    },
    primaryKey: 'cod_trl_montagem',
  },
} as const satisfies SchemaSpec;

export type ContentCatalogueTable = keyof typeof contentCatalogueSchema;
type Row<T extends ContentCatalogueTable> = RowOf<typeof contentCatalogueSchema, T>;
export type ContentTypeRow = Row<'catalogue_content_types'>;
export type GameRow = Row<'catalogue_games'>;
export type SubjectRow = Row<'catalogue_subjects'>;
export type CharacterRow = Row<'catalogue_characters'>;
export type AssemblyRow = Row<'catalogue_assemblies'>;
