import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  lessonDecider,
  lessonStream,
  type SwapContentsInput,
  type TrailWriteAnswer,
} from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ContentLessons } from './content-lessons.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** inverterConteudos: one command, one event on the lesson's stream. */
export class SwapContentsCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapContentsInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/trl_conteudo/inverterConteudos/x: one ContentsSwapped on the lesson's stream; two
 * reorders of one lesson at once both land (`untilLanded`, decision 0048).
 */
@CommandHandler(SwapContentsCommand)
export class SwapContentsHandler implements ICommandHandler<
  SwapContentsCommand,
  WriteResult<TrailWriteAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly contents: ContentLessons,
  ) {}

  async execute({ input, meta }: SwapContentsCommand): Promise<WriteResult<TrailWriteAnswer>> {
    const { codTrlAula } = await this.contents.stored(meta, input.conteudo1);
    const inChapter = await this.contents.lessons.inChapter(meta, codTrlAula);
    return this.pipeline.handle(meta, {
      stream: lessonStream(codTrlAula),
      decider: lessonDecider,
      command: {
        type: 'SwapContents',
        codTrlAula,
        conteudo1: input.conteudo1,
        conteudo2: input.conteudo2,
        inChapter,
      },
      untilLanded: true,
    });
  }
}
