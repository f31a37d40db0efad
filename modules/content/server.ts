// The server side of the content context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { DRAWINGS } from './catalogue/catalogue-drawings.views.js';
export { CatalogueSeed } from './catalogue/catalogue-seed.service.js';
export { CatalogueModule } from './catalogue/catalogue.module.js';
export { CreateChapterCommand } from './chapter/create-chapter.handler.js';
export { ContentModule } from './content.module.js';
export { contentProjections } from './content.projections.js';
export { CreateContentCommand } from './lesson-content/create-content.handler.js';
export { CreateLessonCommand } from './lesson/create-lesson.handler.js';
export { CreateTrailCommand } from './trail/create-trail.handler.js';
