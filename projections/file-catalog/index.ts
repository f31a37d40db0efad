export { fileCatalogProjection } from './file-catalog.projection.js';
export * from './file-catalog.queries.js';
export {
  CATALOGUE_IMAGE,
  CONTENT_IMAGE,
  USER_AVATAR,
  REFERENCE_SOURCES,
  type ReferenceChange,
  type ReferenceSource,
} from './file-references.projection.js';
