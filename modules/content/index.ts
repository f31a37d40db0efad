/** The content context (trails, chapters, lessons, contents, games and their reference data): what other workspaces use of it. */
export {
  type Chapter,
  type ChapterCreateAnswer,
  type CreateChapterInput,
  createChapterSchema,
  DEFAULT_MAX_CHAPTERS_PER_TRAIL,
  type SwapChaptersInput,
  swapChaptersSchema,
  type UpdateChapterInput,
  updateChapterSchema,
} from './chapter/chapter.contracts.js';
export { chapterDecider, type ChapterState } from './chapter/chapter.decider.js';
export {
  type ChapterEvent,
  chapterStream,
  isChapterEvent,
  type LessonCreatedData,
} from './chapter/chapter.events.js';
export {
  contentTitleSchema,
  type SwapTrailsInput,
  swapTrailsSchema,
  TITLE_MAX,
  type Trail,
  type TrailInput,
  trailSchema,
  type TrailWriteAnswer,
} from './trail/trail.contracts.js';
export { trailCatalogueDecider } from './trail/trail-catalogue.decider.js';
export { trailDecider, type TrailState } from './trail/trail.decider.js';
export {
  type ChapterCreatedData,
  firstTrailSequence,
  isTrailCatalogueEvent,
  isTrailEvent,
  TRAIL_CATALOGUE_STREAM,
  type TrailCatalogueEvent,
  type TrailCreatedData,
  type TrailEvent,
  trailStream,
} from './trail/trail.events.js';
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
// --- lessons and contents ---
export * from './lesson/lesson.contracts.js';
export { type InChapter, lessonDecider, type LessonState } from './lesson/lesson.decider.js';
export {
  type ContentCreatedData,
  isLessonEvent,
  type LessonEvent,
  lessonStream,
} from './lesson/lesson.events.js';
export * from './lesson-content/lesson-content.contracts.js';
export { contentDecider, type InLesson } from './lesson-content/lesson-content.decider.js';
export { type ContentEvent, contentStream, isContentEvent } from './lesson-content/lesson-content.events.js';
// --- end lessons and contents ---
