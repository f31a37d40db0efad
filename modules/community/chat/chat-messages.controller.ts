import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type ChatMessage, chatMessageSchema, type ChatMessageInput } from '@school/modules/community';
import { findChatMessage, messagesOfRoom } from '@school/projections/chat';
import type { Db } from '@school/projections/kernel';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { DATABASE } from '@school/backend/core/tokens';
import { parseId, found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ChatPresenceService } from './chat-presence.service.js';
import { ChatRoomsService } from './chat-rooms.service.js';
import { DeleteChatMessageCommand } from './delete-chat-message.handler.js';
import { chatMessage, SendChatMessageCommand } from './send-chat-message.handler.js';
import { Route } from '@school/backend/http/route';

/** Chat messages (cht_mensagem) of the caller's rooms; live delivery is the /chat socket's. */
@ApiTags('Chat')
@ApiBearerAuth()
@Controller('cht_mensagem')
export class ChatMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rooms: ChatRoomsService,
    private readonly presence: ChatPresenceService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'dadosDaMensagem/:id',
    'chat.use',
    'One message of the caller’s rooms (the message dialog: sender login and text)',
  )
  async one(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ChatMessage> {
    const message = found(await findChatMessage(this.db, id));
    await this.rooms.roomOf(caller.userId, message.codChtSala);
    return chatMessage(message);
  }

  @Get('listarMinhasMensagens/:x')
  @RequirePermission('chat.use')
  @ApiQuery({
    name: 'codChtSala',
    required: false,
    description: 'one room; all the caller’s rooms otherwise',
  })
  @ApiQuery({ name: 'depois', required: false, description: 'only messages after this id (a resync)' })
  @ApiOperation({ summary: 'The history of the caller’s rooms, oldest first (the last 200 of each room)' })
  async history(
    @CurrentUser() caller: Caller,
    @Param('x') _x: string,
    @Query('codChtSala') room?: string,
    @Query('depois') after?: string,
  ): Promise<ChatMessage[]> {
    const rooms = room
      ? [await this.rooms.roomOf(caller.userId, parseId(room))]
      : await this.rooms.roomsOf(caller.userId);
    const from = after ? Math.max(0, Number.parseInt(after, 10) || 0) : 0;
    const all = await Promise.all(rooms.map((r) => messagesOfRoom(this.db, r.codChtSala, from)));
    return all.flat().map(chatMessage);
  }

  @Route.post(
    '',
    'chat.use',
    'Send a message to one of the caller’s rooms: txtMensagem (1 to 250, not blank), codChtSala, clientId (a ' +
      'resend with it answers the same message). Saved, then delivered (`chatToClient`); answers the message',
  )
  async send(
    @ValidBody(chatMessageSchema) body: ChatMessageInput,
    @Meta() meta: RequestMeta,
  ): Promise<ChatMessage> {
    const { mensagem, novo } = await this.commands.execute(new SendChatMessageCommand(body, meta));
    if (novo) this.presence.deliver(mensagem);
    return mensagem;
  }

  @Route.delete(
    ':id',
    'chat.use',
    'Delete a message: its sender only; another’s answers 410 "Sem permissão."',
    DONE_ANSWER,
  )
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteChatMessageCommand(id, meta));
  }
}
