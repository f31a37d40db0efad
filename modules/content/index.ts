/** The content context (trails, chapters, lessons, contents, games and their reference data): what other workspaces use of it. */

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
export { type InChapter, lessonDecider, type LessonState } from './lesson/lesson.decider.js';
export {
  type ContentCreatedData,
  isLessonEvent,
  type LessonEvent,
  lessonStream,
} from './lesson/lesson.events.js';
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
export { contentDecider, type InLesson } from './lesson-content/lesson-content.decider.js';
export { type ContentEvent, contentStream, isContentEvent } from './lesson-content/lesson-content.events.js';
// --- end lessons and contents ---
