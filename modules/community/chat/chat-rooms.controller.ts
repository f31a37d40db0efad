import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ChatRoom, ChatRoomUser } from '@school/modules/community';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { parseId } from '@school/backend/http/params';
import { ChatPresenceService } from './chat-presence.service.js';
import { ChatRoomsReader } from './chat-rooms.reader.js';
import { ChatRoomsService } from './chat-rooms.service.js';
import { Route } from '@school/backend/http/route';

/** The caller's chat rooms and their members (cht_usuario_sala); the legacy's last segment means nothing. */
@ApiTags('Chat')
@ApiBearerAuth()
@Controller('cht_usuario_sala')
export class ChatRoomsController {
  constructor(
    private readonly rooms: ChatRoomsService,
    private readonly presence: ChatPresenceService,
    private readonly roomList: ChatRoomsReader,
  ) {}

  @Route.get(
    'listarSalas/:x',
    'chat.use',
    'The caller’s rooms: one per class it is in (students and teachers), one per unit for its staff; each with ' +
      'its last message (null: only the welcome)',
  )
  list(@CurrentUser() caller: Caller, @Param('x') _x: string): Promise<ChatRoom[]> {
    return this.roomList.of(caller.userId);
  }

  @Get('listarUsuariosSala/:x')
  @RequirePermission('chat.use')
  @ApiQuery({
    name: 'codChtSala',
    required: false,
    description: 'one room; all the caller’s rooms otherwise',
  })
  @ApiOperation({
    summary: 'The members of the caller’s rooms with whether each is online now (on any instance)',
  })
  async users(
    @CurrentUser() caller: Caller,
    @Param('x') _x: string,
    @Query('codChtSala') room?: string,
  ): Promise<ChatRoomUser[]> {
    const rooms = room
      ? [await this.rooms.roomOf(caller.userId, parseId(room))]
      : await this.rooms.roomsOf(caller.userId);
    return (await Promise.all(rooms.map((r) => this.presence.usersOf(r.codChtSala)))).flat();
  }
}
