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
  type PlayerChapter,
  type PlayerContent,
  type PlayerLesson,
  type PlayerGameResult,
  type PlayerTrail,
  RATING_QUESTIONS,
  ratingQuestionCode,
  type RateChapterInput,
  rateChapterSchema,
  type ViewContentInput,
  viewContentSchema,
} from './learner/learner.contracts.js';
export {
  BOARD_GAMES,
  type CheckPickInput,
  checkPickSchema,
  type GameAttemptInput,
  gameAttemptSchema,
  type GameRoundStart,
  type GameSolution,
  type OfflineGame,
  type OfflineKey,
  HANGMAN_KEY_LETTERS,
  HANGMAN_MISTAKES,
  MAZE_LIVES,
  memoryMistakesToLose,
  PICK_CHECKED_GAMES,
  type PickVerdict,
  type PlayerGame,
  type PlayerGameOf,
  playsOnBoard,
  PUZZLE_SWAPS,
  PUZZLE_TILES,
  type RoundResult,
  type StartRoundInput,
  startRoundSchema,
} from './learner/game-play.contracts.js';
export {
  type ChapterProgress,
  type ContentState,
  type LearnerFacts,
  type TrailProgress,
  trailProgress,
} from './learner/trail-progress.rules.js';
/**
 * The games' rules (pure): the server scores every round a learner plays with them; the chapter
 * editor's preview plays a game with them on the staff's own device, recording nothing (decision
 * 0071: the staff read the answer key already).
 */
export {
  checkPick,
  drawBoard,
  plainLetter,
  scoreRound,
  solutionOf,
  toPlayerGame,
} from './learner/game-scoring.rules.js';
/**
 * The offline key of the games that give immediate feedback (decision 0077): the server seals
 * it for one student, the device checks a pick against it with the verdict `checkPick` gives.
 */
export { offlineVerdict, sealOfflineKey } from './learner/offline-key.rules.js';
// --- end learner ---
// --- device sync (the offline player's queue, decision 0076) ---
export {
  SYNC_ITEM_ID,
  SYNC_ITEM_TYPES,
  SYNC_LATE_AFTER_MS,
  SYNC_MAX_ITEMS,
  type SyncAnswer,
  type SyncItem,
  type SyncItemData,
  type SyncItemEnvelope,
  type SyncItemOutcome,
  type SyncItemType,
  syncItemSchema,
  type SyncQueueInput,
  syncQueueSchema,
} from './device-sync/device-sync.contracts.js';
// --- end device sync ---
