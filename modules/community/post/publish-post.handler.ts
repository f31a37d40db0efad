import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, type PostInput, postStream } from '@school/modules/community';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { sanitizedPost } from './post.input.js';

/** POST /bse_postagem: answers 1 ("Cadastro realizado!"), and the new id to a caller on the bus. */
export class PublishPostCommand extends Command<WriteResult<number, { codBsePostagem: number }>> {
  constructor(
    readonly input: PostInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /api/bse_postagem: a news post, its body sanitised, its creator named as now. */
@CommandHandler(PublishPostCommand)
export class PublishPostHandler implements ICommandHandler<
  PublishPostCommand,
  WriteResult<number, { codBsePostagem: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: PublishPostCommand) {
    const caller = callerOf(meta);
    const fields = sanitizedPost(input);
    const creator = await findUser(this.db, caller.userId);
    const codBsePostagem = await this.ids.next('post');
    return this.pipeline.handle(meta, {
      stream: postStream(codBsePostagem),
      decider: postDecider,
      command: {
        type: 'PublishPost',
        codBsePostagem,
        fields,
        creator: { id: caller.userId, name: creator?.nomUsuario ?? caller.login },
      },
      expectNew: true,
      extra: { codBsePostagem },
    });
  }
}
