import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  type ForumPost,
  forumPostChangeSchema,
  forumPostSchema,
  type ForumPostInput,
} from '@school/modules/community';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ForumAccessService } from './forum-access.service.js';
import { ForumReader } from './forum.reader.js';
import { ChangeForumPostCommand } from './change-forum-post.handler.js';
import { DeleteForumPostCommand } from './delete-forum-post.handler.js';
import { PublishForumPostCommand } from './publish-forum-post.handler.js';
import { LimitPerUser } from '@school/backend/rate-limit/user-limits';
import { Route } from '@school/backend/http/route';

/** The replies of the forum's topics (frm_postagem). */
@ApiTags('Fórum')
@ApiBearerAuth()
@Controller('frm_postagem')
export class ForumPostsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: ForumAccessService,
    private readonly forum: ForumReader,
  ) {}

  @Route.get(
    'postagensDoTopico/:topicId',
    'forum.read',
    'A topic’s replies, oldest first, with permitirExcluir; 404 for a topic the caller does not read',
  )
  async ofTopic(@IdParam('topicId') topicId: number, @CurrentUser() caller: Caller): Promise<ForumPost[]> {
    const topic = await this.access.readableTopic(caller, topicId);
    return this.forum.postsOfTopic(caller, topic);
  }

  @Route.get(':id', 'forum.read', 'One reply the caller reads; 404 otherwise')
  async get(@IdParam() postId: number, @CurrentUser() caller: Caller): Promise<ForumPost> {
    const topic = await this.access.readableTopicOfPost(caller, postId);
    return this.forum.post(caller, topic, postId);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('forum.read')
  @ApiOperation({
    summary:
      'Reply in a topic the caller reads: codFrmTopico, txtPostagem (255); "Este tópico está fechado." once it is ' +
      'closed. Answers 1; the topic’s readers get `forum:post` on their socket',
  })
  @LimitPerUser('forumPosts')
  @ApiOkResponse(DONE_ANSWER)
  publish(@ValidBody(forumPostSchema) body: ForumPostInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new PublishForumPostCommand(body, meta));
  }

  @Route.put(
    ':id',
    'forum.read',
    'Change a reply (txtPostagem): its author or a moderator; 403 otherwise',
    DONE_ANSWER,
  )
  change(
    @IdParam() id: number,
    @ValidBody(forumPostChangeSchema) body: z.infer<typeof forumPostChangeSchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { txtPostagem } = body;
    return this.commands.execute(new ChangeForumPostCommand(id, txtPostagem, meta));
  }

  @Route.delete(':id', 'forum.read', 'Delete a reply: its author or a moderator; 403 otherwise', DONE_ANSWER)
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteForumPostCommand(id, meta));
  }
}
