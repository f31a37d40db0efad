import { Injectable } from '@nestjs/common';
import {
  type ForumActor,
  type ForumCommand,
  forumDecider,
  type ForumTopicChangeKind,
  forumTopicStream,
} from '@school/modules/community';
import type { ForumTopicRecord } from '@school/projections/forum';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ForumAccessService } from './forum-access.service.js';
import { ForumNotifier } from './forum-notifier.service.js';

/**
 * A change to a topic the caller reads, or to a post of one: decided on the topic's stream with
 * the caller as the actor (the decider tells its author and a moderator from anyone else). A
 * change of the topic itself (`notify`: what it was, from the topic as it stood) is then pushed
 * to the topic's readers.
 */
@Injectable()
export class ForumTopicWriter {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ForumAccessService,
    private readonly notifier: ForumNotifier,
  ) {}

  async write(
    meta: RequestMeta,
    target: { topic: number } | { post: number },
    command: (by: ForumActor) => ForumCommand,
    notify?: (before: ForumTopicRecord) => ForumTopicChangeKind,
  ): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const topic =
      'topic' in target
        ? await this.access.readableTopic(caller, target.topic)
        : await this.access.readableTopicOfPost(caller, target.post);
    const written = await this.pipeline.handle(meta, {
      stream: forumTopicStream(topic.codFrmTopico),
      decider: forumDecider,
      command: command(this.access.actor(caller, topic)),
    });
    if (notify) this.notifier.topicChanged(topic, notify(topic));
    return written;
  }
}
