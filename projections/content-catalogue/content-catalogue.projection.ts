import { assertNever } from '@school/modules/kernel';
import type { CatalogueEvent } from '@school/modules/content';
import { RowChanges, defineProjection } from '@school/projections/kernel';
import {
  type AssemblyRow,
  type CharacterRow,
  contentCatalogueSchema as schema,
  type ContentTypeRow,
  type GameRow,
  type SubjectRow,
} from './content-catalogue.tables.js';

/**
 * The content area's reference data, one table per kind: what the authoring screens' selects
 * and the catalogue routes read. Entries are only ever added (by the first-start seed).
 */
export const contentCatalogueProjection = defineProjection<CatalogueEvent>()({
  name: 'content-catalogue',
  schema,
  handles: ['ContentTypeAdded', 'GameAdded', 'SubjectAdded', 'CharacterAdded', 'AssemblyAdded'],
  async project(events, trx, names) {
    const types = new RowChanges<ContentTypeRow>(schema.catalogue_content_types, 'cod_trl_tipo_conteudo');
    const games = new RowChanges<GameRow>(schema.catalogue_games, 'cod_trl_jogo');
    const subjects = new RowChanges<SubjectRow>(schema.catalogue_subjects, 'cod_trl_materia');
    const characters = new RowChanges<CharacterRow>(schema.catalogue_characters, 'cod_trl_personagem');
    const assemblies = new RowChanges<AssemblyRow>(schema.catalogue_assemblies, 'cod_trl_montagem');
    for (const e of events) {
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
});
