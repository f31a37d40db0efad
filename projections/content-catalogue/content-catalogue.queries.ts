import type { Assembly, Character, ContentType, Game, Subject } from '@school/modules/content';
import { sql } from 'kysely';
import { tablesOf, type Db } from '@school/projections/kernel';
import { contentCatalogueSchema } from './content-catalogue.tables.js';

/** Where the files context serves an image by id (its GET route). */
const imagePath = (fileId: string) => `/api/files/${fileId}`;

const tables = (db: Db) => tablesOf(db, contentCatalogueSchema);

/** The content types by code (1 text ... 6 assembly). */
export async function listContentTypes(db: Db): Promise<ContentType[]> {
  return await tables(db)
    .selectFrom('catalogue_content_types')
    .select(['cod_trl_tipo_conteudo as codTrlTipoConteudo', 'nom_tipo as nomTipo'])
    .orderBy('cod_trl_tipo_conteudo')
    .execute();
}

/** The game kinds by code (1 hangman ... 10 image quiz). */
export async function listGames(db: Db): Promise<Game[]> {
  return await tables(db)
    .selectFrom('catalogue_games')
    .select(['cod_trl_jogo as codTrlJogo', 'nom_jogo as nomJogo', 'dsc_conteudo_jogo as dscConteudoJogo'])
    .orderBy('cod_trl_jogo')
    .execute();
}

/** The subjects by code. */
export async function listSubjects(db: Db): Promise<Subject[]> {
  return await tables(db)
    .selectFrom('catalogue_subjects')
    .select(['cod_trl_materia as codTrlMateria', 'nom_materia as nomMateria'])
    .orderBy('cod_trl_materia')
    .execute();
}

/** The characters by code, each with the path its image is served at. */
export async function listCharacters(db: Db): Promise<Character[]> {
  const rows = await tables(db)
    .selectFrom('catalogue_characters')
    .select(['cod_trl_personagem', 'nom_personagem', 'img_file_id'])
    .orderBy('cod_trl_personagem')
    .execute();
  return rows.map((r) => ({
    codTrlPersonagem: r.cod_trl_personagem,
    nomPersonagem: r.nom_personagem,
    imgPersonagem: imagePath(r.img_file_id),
  }));
}

/** The assemblies by code, each with the path its image is served at. */
export async function listAssemblies(db: Db): Promise<Assembly[]> {
  const rows = await tables(db)
    .selectFrom('catalogue_assemblies')
    .select(['cod_trl_montagem', 'nom_montagem', 'img_file_id'])
    .orderBy('cod_trl_montagem')
    .execute();
  return rows.map((r) => ({
    codTrlMontagem: r.cod_trl_montagem,
    nomMontagem: r.nom_montagem,
    imgMontagem: imagePath(r.img_file_id),
  }));
}

/** The catalogue's names by kind and code, as a content's preview shows them. */
export interface CatalogueNames {
  type: Map<number, string>;
  character: Map<number, string>;
  assembly: Map<number, string>;
  game: Map<number, string>;
}

/**
 * Every name a preview may need, in one statement: the editor and the player ask for them on
 * every answer they build, and four reads of four small tables were four round trips each time.
 */
export async function catalogueNames(db: Db): Promise<CatalogueNames> {
  const { rows } = await sql<{ kind: keyof CatalogueNames; id: number; name: string }>`
    select 'type' as kind, cod_trl_tipo_conteudo as id, nom_tipo as name from catalogue_content_types
    union all select 'character', cod_trl_personagem, nom_personagem from catalogue_characters
    union all select 'assembly', cod_trl_montagem, nom_montagem from catalogue_assemblies
    union all select 'game', cod_trl_jogo, nom_jogo from catalogue_games`.execute(db);
  const names: CatalogueNames = {
    type: new Map(),
    character: new Map(),
    assembly: new Map(),
    game: new Map(),
  };
  for (const row of rows) names[row.kind].set(row.id, row.name);
  return names;
}
