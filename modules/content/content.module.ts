import { Module } from '@nestjs/common';
import { FilesModule } from '@school/backend/files/files.module';
import { OrganizationModule } from '@school/modules/organization/server';
import { ChapterTrails } from './chapter/chapter-trail.service.js';
import { ChaptersController } from './chapter/chapters.controller.js';
import { CreateChapterHandler } from './chapter/create-chapter.handler.js';
import { DeleteChapterHandler } from './chapter/delete-chapter.handler.js';
import { RenameChapterHandler } from './chapter/rename-chapter.handler.js';
import { SwapChaptersHandler } from './chapter/swap-chapters.handler.js';
import { CreateLessonHandler } from './lesson/create-lesson.handler.js';
import { DeleteLessonHandler } from './lesson/delete-lesson.handler.js';
import { EditLessonHandler } from './lesson/edit-lesson.handler.js';
import { LessonChapters } from './lesson/lesson-chapter.service.js';
import { ChapterEditorAnswers } from './lesson/chapter-editor-answers.reader.js';
import { LessonsController } from './lesson/lessons.controller.js';
import { SwapLessonsHandler } from './lesson/swap-lessons.handler.js';
import { AssemblyDetailsController } from './lesson-content/assembly-details.controller.js';
import { ContentDetails } from './lesson-content/content-details.service.js';
import { DialogueDetailsController } from './lesson-content/dialogue-details.controller.js';
import { GameDetailsController } from './lesson-content/game-details.controller.js';
import { ImageDetailsController } from './lesson-content/image-details.controller.js';
import { TextDetailsController } from './lesson-content/text-details.controller.js';
import { VideoDetailsController } from './lesson-content/video-details.controller.js';
import { ContentImageFileReader } from './lesson-content/content-image-file.reader.js';
import { ContentLessons } from './lesson-content/content-lessons.service.js';
import { ContentsController } from './lesson-content/contents.controller.js';
import { CreateContentHandler } from './lesson-content/create-content.handler.js';
import { DeleteContentHandler } from './lesson-content/delete-content.handler.js';
import { SetContentDetailHandler } from './lesson-content/set-content-detail.handler.js';
import { SwapContentsHandler } from './lesson-content/swap-contents.handler.js';
import { ActivateTrailHandler } from './trail/activate-trail.handler.js';
import { CreateTrailHandler } from './trail/create-trail.handler.js';
import { DeleteTrailHandler } from './trail/delete-trail.handler.js';
import { RenameTrailHandler } from './trail/rename-trail.handler.js';
import { TrailWriter } from './trail/trail-writer.service.js';
import { TrailAccess } from './trail/trail-access.service.js';
import { CopyTrailHandler } from './trail/copy-trail.handler.js';
import { SwapTrailsHandler } from './trail/swap-trails.handler.js';
import { TrailsController } from './trail/trails.controller.js';

/** Content authoring: one folder per aggregate (its commands, handlers and controller). */
@Module({
  imports: [OrganizationModule, FilesModule],
  controllers: [
    TrailsController,
    ChaptersController,
    LessonsController,
    ContentsController,
    // The detail routes of each content type, in the order of their types' screens.
    TextDetailsController,
    ImageDetailsController,
    DialogueDetailsController,
    VideoDetailsController,
    AssemblyDetailsController,
    GameDetailsController,
  ],
  providers: [
    TrailAccess,
    CreateTrailHandler,
    CopyTrailHandler,
    RenameTrailHandler,
    TrailWriter,
    ActivateTrailHandler,
    DeleteTrailHandler,
    SwapTrailsHandler,
    ChapterTrails,
    CreateChapterHandler,
    RenameChapterHandler,
    DeleteChapterHandler,
    SwapChaptersHandler,
    LessonChapters,
    ChapterEditorAnswers,
    CreateLessonHandler,
    EditLessonHandler,
    DeleteLessonHandler,
    SwapLessonsHandler,
    ContentLessons,
    ContentDetails,
    ContentImageFileReader,
    CreateContentHandler,
    SetContentDetailHandler,
    DeleteContentHandler,
    SwapContentsHandler,
  ],
})
export class ContentModule {}
