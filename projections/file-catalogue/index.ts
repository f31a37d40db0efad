export { fileCatalogueProjection } from './file-catalogue.projection.js';
export * from './file-catalogue.queries.js';
export {
  CATALOGUE_IMAGE,
  CONTENT_IMAGE,
  USER_AVATAR,
  REFERENCE_SOURCES,
  type ReferenceChange,
  type ReferenceSource,
} from './file-references.projection.js';
