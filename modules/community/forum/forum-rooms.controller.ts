import { Controller, Delete, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FORUM_ROOMS, type ForumRoom } from '@school/modules/community';
import { DomainError } from '@school/modules/kernel';
import { RequirePermission } from '@school/backend/auth/permission.decorators';
import { found, IdParam } from '@school/backend/http/params';
import { Route } from '@school/backend/http/route';

type Response = { setHeader(k: string, v: string): void };

/** The forum's rooms (frm_sala): fixed by the platform (decision 0031), so read only. */
@ApiTags('Fórum')
@ApiBearerAuth()
@Controller('frm_sala')
export class ForumRoomsController {
  @Route.get('', 'forum.read', 'The four rooms: 1 Português, 2 Matemática, 3 Artes, 4 Geral')
  list(): ForumRoom[] {
    return FORUM_ROOMS.map((r) => ({ ...r }));
  }

  @Route.get(':id', 'forum.read', 'One room; 404 for an id that is not a room')
  get(@IdParam() id: number): ForumRoom {
    const room = found(FORUM_ROOMS.find((r) => r.codFrmSala === id));
    return { ...room };
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
