import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type ChapterCreateAnswer,
  type CreateChapterInput,
  trailDecider,
  trailStream,
  type TrailWriteAnswer,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { answeredZero, type WriteResult } from '@school/backend/commands/write-result';
import { CONFIG, type Config } from '@school/backend/config/config';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { TrailAccess } from '../trail/trail-access.service.js';

export class CreateChapterCommand extends Command<
  WriteResult<ChapterCreateAnswer, { codTrlCapitulo: number | null }>
> {
  constructor(
    readonly input: CreateChapterInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type ChapterWriteResult = WriteResult<TrailWriteAnswer, { codTrlCapitulo: number }>;

type Result = WriteResult<ChapterCreateAnswer, { codTrlCapitulo: number | null }>;

/**
 * POST /api/trl_capitulo: a chapter at the end of its trail, decided on the trail's stream (the
 * limit and the next sequence number). Beyond CONTENT_MAX_CHAPTERS_PER_TRAIL it answers 0, the
 * legacy falsy answer the screen turns into "Número máximo de capitulos criado.". The caller must
 * own the trail (decision 0070).
 */
@CommandHandler(CreateChapterCommand)
export class CreateChapterHandler implements ICommandHandler<CreateChapterCommand, Result> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    @Inject(CONFIG) private readonly config: Config,
    private readonly access: TrailAccess,
  ) {}

  async execute({ input, meta }: CreateChapterCommand): Promise<Result> {
    await this.access.writableTrail(meta, input.codTrlLivro);
    const id = await this.ids.next('chapter');
    try {
      // Awaited here, so that the limit refusal lands in the catch below.
      return await this.pipeline.handle(meta, {
        stream: trailStream(input.codTrlLivro),
        decider: trailDecider,
        command: {
          type: 'CreateChapter',
          codTrlCapitulo: id,
          dscTitulo: input.dscTitulo,
          maxChapters: this.config.CONTENT_MAX_CHAPTERS_PER_TRAIL,
        },
        extra: { codTrlCapitulo: id },
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'chapter.limit')
        return answeredZero({ codTrlCapitulo: null });
      throw error;
    }
  }
}
