/**
 * What a client (the web) may use of the teaching context: the zod schemas, input and answer
 * types of its API. No event, decider or state.
 */

// --- class books (trl_livro_turma) ---
export {
  type AddClassBookInput,
  addClassBookSchema,
  type ClassBook,
  type ClassProgress,
  type TrailToAdd,
  updateClassBookSchema,
} from './class-book/class-book.contracts.js';
// --- end class books ---
// --- learner (the player: views, game attempts, chapters completed) ---
export {
  type GameAttemptInput,
  gameAttemptSchema,
  type PlayerChapter,
  type PlayerContent,
  type PlayerLesson,
  type PlayerGameResult,
  type PlayerTrail,
  RATING_QUESTIONS,
  type RateChapterInput,
  rateChapterSchema,
  type ViewContentInput,
  viewContentSchema,
} from './learner/learner.contracts.js';
// --- end learner ---
