import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FORUM_ROOMS,
  type ForumTopic,
  forumTopicChangeSchema,
  forumTopicSchema,
  type ForumTopicChange,
  type ForumTopicInput,
} from '@school/modules/community';
import { DomainError } from '@school/modules/kernel';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ForumAccessService } from './forum-access.service.js';
import { ForumReader } from './forum.reader.js';
import { ChangeTopicCommand } from './change-topic.handler.js';
import { DeleteTopicCommand } from './delete-topic.handler.js';
import { OpenTopicCommand } from './open-topic.handler.js';
import { LimitPerUser } from '@school/backend/rate-limit/user-limits';
import { Route } from '@school/backend/http/route';

/** The forum's topics (frm_topico): a school's are that school's (decision 0031). */
@ApiTags('Fórum')
@ApiBearerAuth()
@Controller('frm_topico')
export class ForumTopicsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: ForumAccessService,
    private readonly forum: ForumReader,
  ) {}

  @Route.get(
    'topicosDaSala/:roomId',
    'forum.read',
    'A room’s topics the caller reads (its school’s and the network’s; the Master every school’s), newest ' +
      'first, with quantidadeRespostas, indFechado and permitirExcluir (1 for the author or a moderator)',
  )
  async ofRoom(@IdParam('roomId') room: number, @CurrentUser() caller: Caller): Promise<ForumTopic[]> {
    if (!FORUM_ROOMS.some((r) => r.codFrmSala === room)) throw new DomainError('generic.notFound');
    return this.forum.topicsOfRoom(caller, room);
  }

  @Route.get(':id', 'forum.read', 'One topic the caller reads; 404 otherwise')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ForumTopic> {
    const [topic] = await this.forum.topics(caller, [await this.access.readableTopic(caller, id)]);
    return topic!;
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('forum.topics.write')
  @ApiOperation({
    summary:
      'Open a topic (profiles 1 to 5, decision 0075): codFrmSala (1 to 4), txtTopico (title, 100), dscTopico ' +
      '(message, 240), codBseEscola (the school whose room it is: the caller’s own when absent, another ' +
      'school’s 404; the Master’s: the network’s or a school’s); "Por favor, preencha todos os campos" when ' +
      'one is blank. Answers 1',
  })
  @LimitPerUser('forumPosts')
  @ApiOkResponse(DONE_ANSWER)
  open(@ValidBody(forumTopicSchema) body: ForumTopicInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new OpenTopicCommand(body, meta));
  }

  @Route.put(
    ':id',
    'forum.read',
    'Change a topic (txtTopico, dscTopico) and close it with indFechado S: its author or a moderator (the ' +
      'Master, the school’s Gestor and Diretores); 403 otherwise',
    DONE_ANSWER,
  )
  change(
    @IdParam() id: number,
    @ValidBody(forumTopicChangeSchema) body: ForumTopicChange,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new ChangeTopicCommand(id, body, meta));
  }

  @Route.delete(
    ':id',
    'forum.read',
    'Delete a topic and its posts: its author or a moderator; 403 otherwise',
    DONE_ANSWER,
  )
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteTopicCommand(id, meta));
  }
}
