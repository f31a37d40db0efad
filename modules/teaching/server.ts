// The server side of the teaching context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { ActivateClassBookCommand } from './class-book/activate-class-book.handler.js';
export { AddClassBookCommand } from './class-book/add-class-book.handler.js';
export { ClassProgressReader } from './class-book/class-progress.reader.js';
export { GameRounds } from './learner/game-rounds.service.js';
export { OfflineGames, PREDRAWN_ROUNDS } from './learner/offline-games.service.js';
export { LearnerTrails } from './learner/learner-trails.service.js';
export { RateChapterCommand } from './learner/rate-chapter.handler.js';
export { RecordGameAttemptCommand } from './learner/record-game-attempt.handler.js';
export { ViewContentCommand } from './learner/view-content.handler.js';
export { SyncDeviceCommand } from './device-sync/sync-device.handler.js';
export { TeachingModule } from './teaching.module.js';
export { teachingProjections } from './teaching.projections.js';
