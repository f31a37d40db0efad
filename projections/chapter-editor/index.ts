export { chapterEditorProjection } from './chapter-editor.projection.js';
export * from './chapter-editor.queries.js';
