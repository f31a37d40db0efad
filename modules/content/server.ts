// The server side of the content context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { DRAWINGS } from './catalogue/catalogue-drawings.views.js';
export { CatalogueSeed } from './catalogue/catalogue-seed.service.js';
export { CatalogueModule } from './catalogue/catalogue.module.js';
export { CreateChapterCommand } from './chapter/chapter.commands.js';
export { ContentModule } from './content.module.js';
export { contentProjections } from './content.projections.js';
export { CreateContentCommand } from './lesson-content/lesson-content.commands.js';
export { CreateLessonCommand } from './lesson/lesson.commands.js';
export { CreateTrailCommand } from './trail/trail.commands.js';
