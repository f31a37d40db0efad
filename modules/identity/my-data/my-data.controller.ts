import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';
import type { MyData } from '@school/modules/identity';
import { currentClassOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUser } from '@school/projections/user-directory';
import {
  AnswersDeactivated,
  CurrentUser,
  RequirePermission,
} from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { loggedUser } from '../sign-in/logged-user.views.js';
import { found } from '@school/backend/http/params';

@ApiTags('Usuários')
@ApiBearerAuth()
@Controller('bse_usuario')
export class MyDataController {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  // The legacy client calls /getMeusDados/x; the last segment means nothing.
  @Get('getMeusDados/:x')
  @RequirePermission('session.self')
  @AnswersDeactivated()
  @ApiOperation({
    summary:
      "The caller's session fields (its current class included) and school name; 410 once the user is deactivated",
  })
  async myData(@CurrentUser() caller: Caller): Promise<MyData> {
    const user = found(await findUser(this.db, caller.userId));
    // The guard answers a deactivated user's token with 410 already; this covers a lagging cache.
    if (!user.active) throw new DomainError('login.deactivated');
    const school = user.codBseEscola === null ? undefined : await findSchool(this.db, user.codBseEscola);
    const currentClass = await currentClassOf(this.db, user.codBseUsuario);
    return {
      ...loggedUser(user, currentClass),
      nomEscola: school?.nomEscola ?? null,
      imgAvatar: user.imgAvatar,
    };
  }
}
