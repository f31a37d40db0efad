import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, type ForumTopicInput, forumTopicStream } from '@school/modules/community';
import { DomainError, Profile } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { Inject } from '@nestjs/common';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import type { Caller } from '@school/backend/auth/token.service';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ForumAccessService } from './forum-access.service.js';
import { ForumNotifier } from './forum-notifier.service.js';

/** POST /frm_topico (profiles 1 to 5, decision 0075): answers 1. */
export class OpenTopicCommand extends Command<WriteResult<number, { codFrmTopico: number }>> {
  constructor(
    readonly input: ForumTopicInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/frm_topico: a topic in a room of the creator's school (the Master's: the network's, or
 * the school it names); another school's room answers 404, as a missing one (decision 0075). Once
 * read models hold it, its readers are told (`forum:topic`) and their room's list reloads.
 */
@CommandHandler(OpenTopicCommand)
export class OpenTopicHandler implements ICommandHandler<
  OpenTopicCommand,
  WriteResult<number, { codFrmTopico: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly access: ForumAccessService,
    private readonly notifier: ForumNotifier,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: OpenTopicCommand) {
    const caller = callerOf(meta);
    const autor = await this.access.author(caller);
    const codBseEscola = await this.schoolOfRoom(caller, input.codBseEscola);
    const codFrmTopico = await this.ids.next('forum_topic');
    const { codFrmSala, txtTopico, dscTopico } = input;
    const written = await this.pipeline.handle(meta, {
      stream: forumTopicStream(codFrmTopico),
      decider: forumDecider,
      command: { type: 'OpenTopic', codFrmTopico, codFrmSala, txtTopico, dscTopico, codBseEscola, autor },
      expectNew: true,
      extra: { codFrmTopico },
    });
    this.notifier.topicChanged({ codFrmTopico, codFrmSala: input.codFrmSala, codBseEscola }, 'opened');
    return written;
  }

  /** The school whose room the topic is opened in: the caller's own (the Master's: the network, or any school). */
  private async schoolOfRoom(caller: Caller, named: number | undefined): Promise<number | null> {
    if (caller.profile === Profile.Master) {
      if (named !== undefined && !(await findSchool(this.db, named)))
        throw new DomainError('generic.notFound');
      return named ?? null;
    }
    if (named !== undefined && named !== caller.schoolId) throw new DomainError('generic.notFound');
    return caller.schoolId;
  }
}
