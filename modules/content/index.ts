/** The content context (trails and chapters): what other workspaces use of it. */
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
export { chapterDecider } from './chapter/chapter.decider.js';
export { type ChapterEvent, chapterStream, isChapterEvent } from './chapter/chapter.events.js';
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
