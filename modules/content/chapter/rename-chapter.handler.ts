import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chapterDecider, chapterStream, type UpdateChapterInput } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { ChapterTrails } from './chapter-trail.service.js';
import type { ChapterWriteResult } from './create-chapter.handler.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class RenameChapterCommand extends Command<ChapterWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateChapterInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/trl_capitulo/{id}: a new title, on the chapter's own stream (a rename touches no
 * invariant of the trail, so it never conflicts with a reorder). Whether the chapter exists is
 * its trail's fact, read from the trail's stream.
 */
@CommandHandler(RenameChapterCommand)
export class RenameChapterHandler implements ICommandHandler<RenameChapterCommand, ChapterWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: ChapterTrails,
  ) {}

  async execute({ id, input, meta }: RenameChapterCommand): Promise<ChapterWriteResult> {
    if (input.codTrlCapitulo !== undefined && input.codTrlCapitulo !== id)
      throw new DomainError('generic.invalid');
    const codTrlLivro = await this.trails.trailOf(meta, id);
    const trail = await this.trails.trailState(codTrlLivro);
    const known = trail.status === 'active' ? trail.chapters.find((c) => c.codTrlCapitulo === id) : undefined;
    return this.pipeline.handle(meta, {
      stream: chapterStream(id),
      decider: chapterDecider,
      command: {
        type: 'RenameChapter',
        codTrlCapitulo: id,
        dscTitulo: input.dscTitulo,
        inTrail: known ? { codTrlLivro, dscTitulo: known.dscTitulo } : null,
      },
      extra: { codTrlCapitulo: id },
    });
  }
}
