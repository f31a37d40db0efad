import { Command } from '@nestjs/cqrs';
import type { ForumPostInput, ForumTopicChange, ForumTopicInput } from '@school/modules/community';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /frm_topico (profiles 1 to 3): answers 1. */
export class OpenTopicCommand extends Command<WriteResult<number, { codFrmTopico: number }>> {
  constructor(
    readonly input: ForumTopicInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /frm_topico/{id}: title, message, and closing; by its author or a moderator. */
export class ChangeTopicCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: ForumTopicChange,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /frm_topico/{id}: the topic and its posts; by its author or a moderator. */
export class DeleteTopicCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /frm_postagem: a reply in an open topic the caller reads. */
export class PublishForumPostCommand extends Command<WriteResult<number, { codFrmPostagem: number }>> {
  constructor(
    readonly input: ForumPostInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /frm_postagem/{id}: by its author or a moderator. */
export class ChangeForumPostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly txtPostagem: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /frm_postagem/{id}: by its author or a moderator. */
export class DeleteForumPostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
