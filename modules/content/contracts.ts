/**
 * What a client (the web) may use of the content context: the zod schemas, input and answer
 * types of its API. No event, decider or state.
 */
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

// --- catalogue (reference data) ---
export {
  type Assembly,
  type Character,
  type ContentType,
  type Game,
  type Subject,
} from './catalogue/catalogue.contracts.js';
// --- end catalogue ---

// --- lessons and contents ---
export * from './lesson/lesson.contracts.js';
export * from './lesson-content/lesson-content.contracts.js';
// --- end lessons and contents ---
