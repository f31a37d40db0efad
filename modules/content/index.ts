/** The content context (trails, chapters, lessons, contents, games and their reference data): what other workspaces use of it. */

// --- catalogue (reference data: content types, games, subjects, characters, assemblies) ---
export {
  type Assembly,
  type Character,
  type ContentType,
  type Game,
  type Subject,
} from './catalogue/catalogue.contracts.js';
export {
  catalogueDecider,
  type CatalogueCommand,
  type CatalogueEntries,
  type CatalogueState,
} from './catalogue/catalogue.decider.js';
export {
  type AssemblyAddedData,
  CATALOGUE_STREAM,
  type CatalogueEvent,
  type CatalogueEventType,
  type CharacterAddedData,
  type ContentTypeAddedData,
  type GameAddedData,
  isCatalogueEvent,
  type SubjectAddedData,
} from './catalogue/catalogue.events.js';
// --- end catalogue ---
