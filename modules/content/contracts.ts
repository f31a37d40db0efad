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

// --- game forms (the ten games' schemas, values and stored questions) ---
export {
  emptyGame,
  GAME_CODES,
  GAME_LIMITS,
  GameCode,
  gameFormSchemas,
  type GameInput,
  type GameInputOf,
  type GameSchemas,
  gameSchemas,
  type GameValues,
  type GameValuesOf,
  HIDDEN_WORD,
  hiddenWords,
  isGameCode,
  unknownGame,
} from './game/game-forms.contracts.js';
export { type GameImage, hasBadFormat, IMAGE_TYPES, JPEG_PNG_TYPES } from './game/game-image.contracts.js';
export {
  fromQuestions,
  type GameAnswer,
  type GameQuestion,
  type GameQuestions,
  toQuestions,
} from './game/game-questions.contracts.js';
// --- end game forms ---
