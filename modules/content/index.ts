/** The content context (trails, chapters, lessons, contents, games and their reference data): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

// --- catalogue (reference data: content types, games, subjects, characters, assemblies) ---

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
  cataloguePrivacy,
  type CharacterAddedData,
  type ContentTypeAddedData,
  type GameAddedData,
  isCatalogueEvent,
  type SubjectAddedData,
} from './catalogue/catalogue.events.js';
// --- end catalogue ---

export { chapterDecider, type ChapterState } from './chapter/chapter.decider.js';
export {
  type ChapterEvent,
  chapterPrivacy,
  chapterStream,
  isChapterEvent,
  type LessonCreatedData,
} from './chapter/chapter.events.js';

export { trailCatalogueDecider } from './trail/trail-catalogue.decider.js';
export {
  assertTrailReadable,
  assertTrailWritable,
  ownerOfNewTrail,
  type TrailListReach,
  trailListReach,
  type TrailOwner,
  type TrailReach,
  trailReach,
} from './trail/trail-owner.rules.js';
export { trailUpcasters } from './trail/trail.upcasters.js';
export { trailDecider, type TrailState } from './trail/trail.decider.js';
export {
  type ChapterCreatedData,
  firstTrailSequence,
  isTrailCatalogueEvent,
  isTrailEvent,
  TRAIL_CATALOGUE_STREAM,
  type TrailCatalogueEvent,
  trailCataloguePrivacy,
  type TrailCreatedData,
  type TrailEvent,
  trailPrivacy,
  trailStream,
} from './trail/trail.events.js';

// --- game forms (the ten games' schemas, values and stored questions) ---

// --- end game forms ---

// --- lessons and contents ---

export { type InChapter, lessonDecider, type LessonState } from './lesson/lesson.decider.js';
export {
  type ContentCreatedData,
  isLessonEvent,
  type LessonEvent,
  lessonPrivacy,
  lessonStream,
} from './lesson/lesson.events.js';

export { contentDecider, type InLesson } from './lesson-content/lesson-content.decider.js';
export {
  type ContentEvent,
  contentPrivacy,
  contentStream,
  isContentEvent,
} from './lesson-content/lesson-content.events.js';
// --- end lessons and contents ---
