/**
 * What a client (the web) may use of the content context: the zod schemas, input and answer
 * types of its API. No event, decider or state.
 */

// --- catalogue (reference data) ---
export {
  type Assembly,
  type Character,
  type ContentType,
  type Game,
  type Subject,
} from './catalogue/catalogue.contracts.js';
// --- end catalogue ---
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
  type TrailCopyAnswer,
  type TrailInput,
  trailSchema,
  type TrailWriteAnswer,
} from './trail/trail.contracts.js';

// --- game forms (the ten games' schemas, values and stored questions) ---
export { gameFormSchemas, type GameSchemas, gameSchemas } from './game/game-forms.contracts.js';
export {
  type CompleteSentenceGame,
  emptyGame,
  type FourHintsGame,
  GAME_CODES,
  GAME_LIMITS,
  GameCode,
  type GameInput,
  type GameInputOf,
  type GameValues,
  type GameValuesOf,
  HIDDEN_WORD,
  hiddenWords,
  type ImageGroupsGame,
  type ImageQuizGame,
  type ImageSetGame,
  isGameCode,
  type MatchingImagesGame,
  type PuzzleGame,
  type QuizGame,
  type ShortAnswerGame,
  type TrueOrFalseGame,
  unknownGame,
} from './game/game-values.contracts.js';
export { type GameImage, hasBadFormat, IMAGE_TYPES, JPEG_PNG_TYPES } from './game/game-image.contracts.js';
export {
  GAME_DESCRIPTION_MAX,
  GAME_TITLE_MAX,
  gameTitle,
  GAME_IMAGES_MAX,
  type GameDetail,
  gameDetailSchema,
  gameImages,
  mapGameImages,
} from './game/game-detail.contracts.js';
export {
  fromQuestions,
  type GameAnswer,
  type GameQuestion,
  type GameQuestions,
  toQuestions,
} from './game/game-questions.contracts.js';
// --- end game forms ---

// --- lessons and contents ---
export {
  type CreateLessonInput,
  createLessonSchema,
  type Lesson,
  LESSON_DESCRIPTION_MAX,
  LESSON_TITLE_MAX,
  type LessonFields,
  type SwapLessonsInput,
  swapLessonsSchema,
  type UpdateLessonInput,
  updateLessonSchema,
} from './lesson/lesson.contracts.js';
export {
  assemblyDetailBodySchema,
  type AssemblyDetailInput,
  assemblyDetailSchema,
  type AuthoredContentType,
  type ChapterEditor,
  type Content,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_TYPE,
  type ContentDetail,
  type CreateContentInput,
  createContentSchema,
  DIALOGUE_MAX_ENTRIES,
  dialogueDetailBodySchema,
  gameDetailBodySchema,
  type DialogueDetailInput,
  dialogueDetailSchema,
  dialogueEntrySchema,
  type EditorLesson,
  imageDetailBodySchema,
  imageDetailSchema,
  isHttpUrl,
  type SwapContentsInput,
  swapContentsSchema,
  textDetailBodySchema,
  type TextDetailInput,
  textDetailSchema,
  type UpdateContentInput,
  updateContentSchema,
  VIDEO_DESCRIPTION_MAX,
  videoDetailBodySchema,
  type VideoDetailInput,
  videoDetailSchema,
  type VideoProvider,
  videoProvider,
} from './lesson-content/lesson-content.contracts.js';
// --- end lessons and contents ---
