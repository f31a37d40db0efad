export { contentCatalogueProjection } from './content-catalogue.projection.js';
export * from './content-catalogue.queries.js';
