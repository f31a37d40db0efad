import { Command } from '@nestjs/cqrs';
import type { PostInput } from '@school/modules/community';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /bse_postagem: answers 1 ("Cadastro realizado!"), and the new id to a caller on the bus. */
export class PublishPostCommand extends Command<WriteResult<number, { codBsePostagem: number }>> {
  constructor(
    readonly input: PostInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /bse_postagem/{id}: category, title and body again. */
export class EditPostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: PostInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /bse_postagem/{id}. */
export class DeletePostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
