/** The teaching context (a class's lessons: class-book links and the active lesson): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

// --- class books (trl_livro_turma) ---

export {
  type ClassBookCommand,
  classBookDecider,
  type ClassBooksState,
} from './class-book/class-book.decider.js';
export {
  type ClassBookEvent,
  classBookPrivacy,
  type ClassBookRef,
  classBooksStream,
  isClassBookEvent,
} from './class-book/class-book.events.js';
// --- end class books ---
// --- learner (the player: views, game attempts, chapters completed) ---

export {
  type ChapterContents,
  type LearnerCommand,
  learnerDecider,
  type LearnerState,
} from './learner/learner.decider.js';
export {
  type ChapterRating,
  type ContentViewedData,
  type GameAttemptedData,
  isLearnerEvent,
  type LearnerEvent,
  type LearnerPlace,
  learnerPrivacy,
  learnerStream,
} from './learner/learner.events.js';
// --- end learner ---
// --- device sync (the offline player's queue) ---
export { deviceSyncDecider, type RecordSync } from './device-sync/device-sync.decider.js';
export {
  type DeviceSyncEvent,
  deviceSyncPrivacy,
  deviceSyncStream,
  isDeviceSyncEvent,
} from './device-sync/device-sync.events.js';
// --- end device sync ---
export { TEACHING_MESSAGES } from './teaching.messages.js';
