// The server side of the teaching context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { ActivateClassBookCommand, AddClassBookCommand } from './class-book/class-book.commands.js';
export { GameRounds } from './learner/game-rounds.service.js';
export { PlayerTrails } from './learner/player-trails.service.js';
export {
  RateChapterCommand,
  RecordGameAttemptCommand,
  ViewContentCommand,
} from './learner/player.commands.js';
export { TeachingModule } from './teaching.module.js';
export { teachingProjections } from './teaching.projections.js';
