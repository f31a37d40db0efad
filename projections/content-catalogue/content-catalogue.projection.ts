import type { CatalogueEvent } from '@school/modules/content';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
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
    onEach(events, {
      ContentTypeAdded: (e) => types.insertFrom(e.data, {}),
      GameAdded: (e) => games.insertFrom(e.data, {}),
      SubjectAdded: (e) => subjects.insertFrom(e.data, {}),
      CharacterAdded: (e) => characters.insertFrom(e.data, { img_file_id: e.data.imgPersonagem }),
      AssemblyAdded: (e) => assemblies.insertFrom(e.data, { img_file_id: e.data.imgMontagem }),
    });
    await types.apply(trx, names.catalogue_content_types);
    await games.apply(trx, names.catalogue_games);
    await subjects.apply(trx, names.catalogue_subjects);
    await characters.apply(trx, names.catalogue_characters);
    await assemblies.apply(trx, names.catalogue_assemblies);
  },
});
