import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { CatalogueEvent } from '@school/modules/content';
import { RowChanges, type Projection } from '@school/projections/kernel';
import {
  type AssemblyRow,
  type CharacterRow,
  contentCatalogueSchema as schema,
  type ContentCatalogueTable,
  type ContentTypeRow,
  type GameRow,
  type SubjectRow,
} from './content-catalogue.tables.js';

const HANDLES = [
  'ContentTypeAdded',
  'GameAdded',
  'SubjectAdded',
  'CharacterAdded',
  'AssemblyAdded',
] as const satisfies readonly CatalogueEvent['type'][];

/**
 * The content area's reference data, one table per kind: what the authoring screens' selects
 * and the catalogue routes read. Entries are only ever added (by the first-start seed).
 */
export const contentCatalogueProjection: Projection<ContentCatalogueTable> = {
  name: 'content-catalogue',
  tables: [
    'catalogue_content_types',
    'catalogue_games',
    'catalogue_subjects',
    'catalogue_characters',
    'catalogue_assemblies',
  ],
  schema,
  handles: HANDLES,
  async createTables(db, names) {
    await sql`create table ${sql.table(names.catalogue_content_types)} (
      cod_trl_tipo_conteudo int primary key,
      nom_tipo text not null
    )`.execute(db);
    await sql`create table ${sql.table(names.catalogue_games)} (
      cod_trl_jogo int primary key,
      nom_jogo text not null,
      dsc_conteudo_jogo text not null
    )`.execute(db);
    await sql`create table ${sql.table(names.catalogue_subjects)} (
      cod_trl_materia int primary key,
      nom_materia text not null
    )`.execute(db);
    await sql`create table ${sql.table(names.catalogue_characters)} (
      cod_trl_personagem int primary key,
      nom_personagem text not null,
      img_file_id text not null
    )`.execute(db);
    await sql`create table ${sql.table(names.catalogue_assemblies)} (
      cod_trl_montagem int primary key,
      nom_montagem text not null,
      img_file_id text not null
    )`.execute(db);
  },
  async project(events: readonly RecordedEvent[], trx, names) {
    const types = new RowChanges<ContentTypeRow>(schema.catalogue_content_types, 'cod_trl_tipo_conteudo');
    const games = new RowChanges<GameRow>(schema.catalogue_games, 'cod_trl_jogo');
    const subjects = new RowChanges<SubjectRow>(schema.catalogue_subjects, 'cod_trl_materia');
    const characters = new RowChanges<CharacterRow>(schema.catalogue_characters, 'cod_trl_personagem');
    const assemblies = new RowChanges<AssemblyRow>(schema.catalogue_assemblies, 'cod_trl_montagem');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as CatalogueEvent;
      switch (e.type) {
        case 'ContentTypeAdded':
          types.insert({ cod_trl_tipo_conteudo: e.data.codTrlTipoConteudo, nom_tipo: e.data.nomTipo });
          break;
        case 'GameAdded':
          games.insert({
            cod_trl_jogo: e.data.codTrlJogo,
            nom_jogo: e.data.nomJogo,
            dsc_conteudo_jogo: e.data.dscConteudoJogo,
          });
          break;
        case 'SubjectAdded':
          subjects.insert({ cod_trl_materia: e.data.codTrlMateria, nom_materia: e.data.nomMateria });
          break;
        case 'CharacterAdded':
          characters.insert({
            cod_trl_personagem: e.data.codTrlPersonagem,
            nom_personagem: e.data.nomPersonagem,
            img_file_id: e.data.imgPersonagem,
          });
          break;
        case 'AssemblyAdded':
          assemblies.insert({
            cod_trl_montagem: e.data.codTrlMontagem,
            nom_montagem: e.data.nomMontagem,
            img_file_id: e.data.imgMontagem,
          });
          break;
        default:
          return assertNever(e);
      }
    }
    await types.apply(trx, names.catalogue_content_types);
    await games.apply(trx, names.catalogue_games);
    await subjects.apply(trx, names.catalogue_subjects);
    await characters.apply(trx, names.catalogue_characters);
    await assemblies.apply(trx, names.catalogue_assemblies);
  },
};
