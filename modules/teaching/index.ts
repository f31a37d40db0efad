/** The teaching context (a class's lessons: class-book links and the active lesson): what other workspaces use of it. */

// --- class books (trl_livro_turma) ---
export {
  type AddClassBookInput,
  addClassBookSchema,
  type ClassBook,
  type ClassProgress,
  type TrailToAdd,
  updateClassBookSchema,
} from './class-book/class-book.contracts.js';
export {
  type ClassBookCommand,
  classBookDecider,
  type ClassBooksState,
} from './class-book/class-book.decider.js';
export {
  type ClassBookEvent,
  type ClassBookEventType,
  type ClassBookRef,
  classBooksStream,
  isClassBookEvent,
} from './class-book/class-book.events.js';
// --- end class books ---
// --- learner (the player: views, game attempts, chapters completed) ---
export {
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
export {
  type CheckPickInput,
  checkPickSchema,
  type GameAttemptInput,
  gameAttemptSchema,
  HANGMAN_MISTAKES,
  MAZE_LIVES,
  PICK_CHECKED_GAMES,
  type PickVerdict,
  type PlayerGame,
  type PlayerGameOf,
  PUZZLE_SWAPS,
  PUZZLE_TILES,
  type RoundResult,
} from './learner/game-play.contracts.js';
export { checkPick, plainLetter, scoreRound, toPlayerGame } from './learner/game-scoring.rules.js';
export {
  type ChapterContents,
  type LearnerCommand,
  learnerDecider,
  type LearnerState,
} from './learner/learner.decider.js';
export {
  type ChapterRating,
  type GameAttemptedData,
  isLearnerEvent,
  type LearnerEvent,
  type LearnerEventType,
  type LearnerPlace,
  learnerStream,
} from './learner/learner.events.js';
// --- end learner ---
export { TEACHING_MESSAGES } from './teaching.messages.js';
