import { Controller, Delete, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type ForumRoomCard } from '@school/modules/community';
import { DomainError } from '@school/modules/kernel';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { found, IdParam } from '@school/backend/http/params';
import { Route } from '@school/backend/http/route';
import { ForumReader } from './forum.reader.js';

type Response = { setHeader(k: string, v: string): void };

/** The forum's rooms (frm_sala): fixed by the platform (decision 0031), so read only. */
@ApiTags('Fórum')
@ApiBearerAuth()
@Controller('frm_sala')
export class ForumRoomsController {
  constructor(private readonly forum: ForumReader) {}

  @Route.get(
    '',
    'forum.read',
    'The four rooms (1 Português, 2 Matemática, 3 Artes, 4 Geral), each with quantidadeTopicos (the topics ' +
      'the caller reads there) and the latest topic or reply among them: datUltimaAtividade (ISO) and ' +
      'nomUsuarioUltimaAtividade, null in a room without topics',
  )
  list(@CurrentUser() caller: Caller): Promise<ForumRoomCard[]> {
    return this.forum.rooms(caller);
  }

  @Route.get(
    ':id',
    'forum.read',
    'One room, with the same counts as the list; 404 for an id that is not a room',
  )
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ForumRoomCard> {
    return found((await this.forum.rooms(caller)).find((r) => r.codFrmSala === id));
  }

  @Post()
  @RequirePermission('forum.read')
  @ApiOperation({ summary: 'Refused: the rooms are fixed (405 forum.roomsFixed)' })
  @ApiResponse({ status: 405, description: 'forum.roomsFixed' })
  create(@Res({ passthrough: true }) response: Response): never {
    return refuse(response);
  }

  @Put(':id')
  @RequirePermission('forum.read')
  @ApiOperation({ summary: 'Refused: the rooms are fixed (405 forum.roomsFixed)' })
  @ApiResponse({ status: 405, description: 'forum.roomsFixed' })
  update(@Res({ passthrough: true }) response: Response): never {
    return refuse(response);
  }

  @Delete(':id')
  @RequirePermission('forum.read')
  @ApiOperation({ summary: 'Refused: the rooms are fixed (405 forum.roomsFixed)' })
  @ApiResponse({ status: 405, description: 'forum.roomsFixed' })
  remove(@Res({ passthrough: true }) response: Response): never {
    return refuse(response);
  }
}

function refuse(response: Response): never {
  response.setHeader('Allow', 'GET');
  throw new DomainError('forum.roomsFixed');
}
