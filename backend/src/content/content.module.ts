import { Module } from '@nestjs/common';
import { OrganizationModule } from '../organization/organization.module.js';
import { ChapterTrails } from './chapter/chapter-trail.service.js';
import { ChaptersController } from './chapter/chapters.controller.js';
import { CreateChapterHandler } from './chapter/create-chapter.handler.js';
import { DeleteChapterHandler } from './chapter/delete-chapter.handler.js';
import { RenameChapterHandler } from './chapter/rename-chapter.handler.js';
import { SwapChaptersHandler } from './chapter/swap-chapters.handler.js';
import { ActivateTrailHandler } from './trail/activate-trail.handler.js';
import { CreateTrailHandler } from './trail/create-trail.handler.js';
import { DeleteTrailHandler } from './trail/delete-trail.handler.js';
import { RenameTrailHandler } from './trail/rename-trail.handler.js';
import { SwapTrailsHandler } from './trail/swap-trails.handler.js';
import { TrailsController } from './trail/trails.controller.js';

/** Content authoring: one folder per aggregate (its commands, handlers and controller). */
@Module({
  // The class ids of /trl_livro/loadLivrosNaoAdicionadosDaTurma are checked against the caller's scope.
  imports: [OrganizationModule],
  controllers: [TrailsController, ChaptersController],
  providers: [
    CreateTrailHandler,
    RenameTrailHandler,
    ActivateTrailHandler,
    DeleteTrailHandler,
    SwapTrailsHandler,
    ChapterTrails,
    CreateChapterHandler,
    RenameChapterHandler,
    DeleteChapterHandler,
    SwapChaptersHandler,
  ],
})
export class ContentModule {}
