import { Module } from '@nestjs/common';
import { OrganizationModule } from '@school/modules/organization/server';
import { ActivateClassBookHandler } from './class-book/activate-class-book.handler.js';
import { AddClassBookHandler } from './class-book/add-class-book.handler.js';
import { ArchiveClassBookHandler } from './class-book/archive-class-book.handler.js';
import { ClassProgressReader } from './class-book/class-progress.reader.js';
import { ClassBookScope } from './class-book/class-book-scope.service.js';
import { ClassBooksController } from './class-book/class-books.controller.js';
import { ClassBooksReader } from './class-book/class-books.reader.js';
import { DeviceSyncController } from './device-sync/device-sync.controller.js';
import { RecordDeviceSyncHandler } from './device-sync/record-device-sync.handler.js';
import { SyncDeviceHandler } from './device-sync/sync-device.handler.js';
import { GameRounds } from './learner/game-rounds.service.js';
import { LearnerTrails } from './learner/learner-trails.service.js';
import { LearnerController } from './learner/learner.controller.js';
import { OfflineGames } from './learner/offline-games.service.js';
import { RateChapterHandler } from './learner/rate-chapter.handler.js';
import { RecordGameAttemptHandler } from './learner/record-game-attempt.handler.js';
import { ViewContentHandler } from './learner/view-content.handler.js';

/** Teaching: a class's lessons (class-book links and the active one) and the player of its active trail. */
@Module({
  // A class's scope (its school, unit and members) is the organization's.
  imports: [OrganizationModule],
  controllers: [ClassBooksController, LearnerController, DeviceSyncController],
  providers: [
    ClassBookScope,
    ClassProgressReader,
    ClassBooksReader,
    AddClassBookHandler,
    ActivateClassBookHandler,
    ArchiveClassBookHandler,
    LearnerTrails,
    GameRounds,
    OfflineGames,
    ViewContentHandler,
    RecordGameAttemptHandler,
    RateChapterHandler,
    SyncDeviceHandler,
    RecordDeviceSyncHandler,
  ],
  // The player's trail and a class's progress: the home page's blocks too (reporting's home slice).
  exports: [LearnerTrails, ClassProgressReader],
})
export class TeachingModule {}
