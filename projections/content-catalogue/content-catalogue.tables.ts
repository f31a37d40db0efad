import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const contentCatalogueSchema = {
  catalogue_content_types: {
    cod_trl_tipo_conteudo: 'int4',
    nom_tipo: 'text',
  },
  catalogue_games: {
    cod_trl_jogo: 'int4',
    nom_jogo: 'text',
    dsc_conteudo_jogo: 'text',
  },
  catalogue_subjects: {
    cod_trl_materia: 'int4',
    nom_materia: 'text',
  },
  /** `img_file_id`: the image's id in the files context. */
  catalogue_characters: {
    cod_trl_personagem: 'int4',
    nom_personagem: 'text',
    img_file_id: 'text',
  },
  catalogue_assemblies: {
    cod_trl_montagem: 'int4',
    nom_montagem: 'text',
    img_file_id: 'text',
  },
} as const satisfies SchemaSpec;

export type ContentCatalogueTables = TablesOf<typeof contentCatalogueSchema>;
export type ContentCatalogueTable = keyof typeof contentCatalogueSchema;
type Row<T extends ContentCatalogueTable> = RowOf<typeof contentCatalogueSchema, T>;
export type ContentTypeRow = Row<'catalogue_content_types'>;
export type GameRow = Row<'catalogue_games'>;
export type SubjectRow = Row<'catalogue_subjects'>;
export type CharacterRow = Row<'catalogue_characters'>;
export type AssemblyRow = Row<'catalogue_assemblies'>;
