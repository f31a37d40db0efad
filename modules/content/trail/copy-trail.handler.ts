import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  chapterDecider,
  chapterStream,
  lessonDecider,
  lessonStream,
  ownerOfNewTrail,
  trailDecider,
  type TrailCopyAnswer,
  trailStream,
} from '@school/modules/content';
import { listLessons, listStoredContents } from '@school/projections/chapter-editor';
import { listChapters } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { findUnfinishedCopy } from '@school/projections/trail-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { CONFIG, type Config } from '@school/backend/config/config';
import { DATABASE } from '@school/backend/core/tokens';
import { actorOf, callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { TrailAccess } from './trail-access.service.js';

export class CopyTrailCommand extends Command<WriteResult<TrailCopyAnswer>> {
  constructor(
    readonly sourceId: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** The place of each copied item: the copy's child made from source child `from`, if any yet. */
const copyOf = <T extends { copiedFrom?: number }>(items: readonly T[], from: number) =>
  items.find((item) => item.copiedFrom === from);

/**
 * POST /api/trl_livro/copiar/{id}: the source trail (one the caller reads) copied into a new
 * trail of the caller's (`ownerOfNewTrail`), chapters, lessons and contents (games and their
 * images included) as they are now. The copy spans one stream per trail, chapter and lesson, so
 * it is a resumable process (decision 0070): the new trail is created first marked as a copy of
 * the source (`copiedFrom`), listed nowhere; each chapter, lesson and content it makes records the
 * item it copies (`copiedFrom`), and its decider makes each only once; `TrailCopyCompleted` ends
 * it, and only then is the trail offered. A copy that stopped half way (a crash, a failed append)
 * is finished by the caller's next copy of the same source, which picks up the unfinished one
 * instead of starting another: however often it runs, one complete copy.
 */
@CommandHandler(CopyTrailCommand)
export class CopyTrailHandler implements ICommandHandler<CopyTrailCommand, WriteResult<TrailCopyAnswer>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly access: TrailAccess,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ sourceId, meta }: CopyTrailCommand): Promise<WriteResult<TrailCopyAnswer>> {
    const source = await this.access.readableTrail(callerOf(meta), sourceId);
    const owner = ownerOfNewTrail(actorOf(meta));
    let target = await findUnfinishedCopy(this.db, owner.codUsuarioCriacao, sourceId);
    if (target === undefined) {
      target = await this.ids.next('trail');
      await this.pipeline.runAs(meta, {
        stream: trailStream(target),
        decider: trailDecider,
        command: {
          type: 'CreateTrail',
          codTrlLivro: target,
          dscTitulo: source.dscTitulo,
          owner,
          copiedFrom: sourceId,
        },
        expectNew: true,
      });
    }
    await this.copyChapters(meta, sourceId, target);
    // The last step settles the read models on everything the copy appended.
    return this.pipeline.handle(meta, {
      stream: trailStream(target),
      decider: trailDecider,
      command: { type: 'CompleteTrailCopy', codTrlLivro: target },
      answer: { codTrlLivro: target },
    });
  }

  private async copyChapters(meta: RequestMeta, sourceId: number, target: number) {
    for (const chapter of await listChapters(this.db, sourceId)) {
      const made = async () => {
        const { state } = await this.pipeline.read(trailStream(target), trailDecider);
        return state.status === 'active' ? copyOf(state.chapters, chapter.codTrlCapitulo) : undefined;
      };
      if (!(await made())) {
        await this.pipeline.runAs(meta, {
          stream: trailStream(target),
          decider: trailDecider,
          command: {
            type: 'CreateChapter',
            codTrlCapitulo: await this.ids.next('chapter'),
            dscTitulo: chapter.dscTitulo,
            maxChapters: this.config.CONTENT_MAX_CHAPTERS_PER_TRAIL,
            copiedFrom: chapter.codTrlCapitulo,
          },
        });
      }
      const copy = (await made())!;
      await this.copyLessons(meta, chapter.codTrlCapitulo, {
        codTrlLivro: target,
        codTrlCapitulo: copy.codTrlCapitulo,
        dscTitulo: chapter.dscTitulo,
      });
    }
  }

  private async copyLessons(
    meta: RequestMeta,
    sourceChapter: number,
    into: { codTrlLivro: number; codTrlCapitulo: number; dscTitulo: string },
  ) {
    const stream = chapterStream(into.codTrlCapitulo);
    for (const lesson of await listLessons(this.db, sourceChapter)) {
      const made = async () =>
        copyOf((await this.pipeline.read(stream, chapterDecider)).state.lessons, lesson.codTrlAula);
      const fields = {
        dscTitulo: lesson.dscTitulo,
        dscDescricao: lesson.dscDescricao,
        codTrlMateria: lesson.codTrlMateria,
      };
      if (!(await made())) {
        await this.pipeline.runAs(meta, {
          stream,
          decider: chapterDecider,
          command: {
            type: 'CreateLesson',
            codTrlCapitulo: into.codTrlCapitulo,
            codTrlAula: await this.ids.next('lesson'),
            inTrail: { codTrlLivro: into.codTrlLivro, dscTitulo: into.dscTitulo },
            ...fields,
            copiedFrom: lesson.codTrlAula,
          },
        });
      }
      const copy = (await made())!;
      await this.copyContents(meta, lesson.codTrlAula, copy.codTrlAula, {
        codTrlCapitulo: into.codTrlCapitulo,
        ...fields,
      });
    }
  }

  private async copyContents(
    meta: RequestMeta,
    sourceLesson: number,
    codTrlAula: number,
    inChapter: { codTrlCapitulo: number; dscTitulo: string; dscDescricao: string; codTrlMateria: number },
  ) {
    const stream = lessonStream(codTrlAula);
    const { state } = await this.pipeline.read(stream, lessonDecider);
    for (const content of await listStoredContents(this.db, sourceLesson)) {
      if (copyOf(state.contents, content.codTrlConteudo)) continue;
      await this.pipeline.runAs(meta, {
        stream,
        decider: lessonDecider,
        command: {
          type: 'CreateContent',
          codTrlAula,
          codTrlConteudo: await this.ids.next('content'),
          codTrlTipoConteudo: content.codTrlTipoConteudo,
          detail: content.detail,
          inChapter,
          copiedFrom: content.codTrlConteudo,
        },
      });
    }
  }
}
