import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';
import type { MyData } from '@school/modules/identity';
import { currentClassOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUser } from '@school/projections/user-directory';
import { CurrentUser, RequirePermission } from '../auth/permission.decorators.js';
import type { TokenClaims } from '../auth/token.service.js';
import { DATABASE } from '../core/tokens.js';
import { loggedUser } from './logged-user.js';

@ApiTags('Usuários')
@ApiBearerAuth()
@Controller('bse_usuario')
export class MyDataController {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  // The legacy client calls /getMeusDados/x; the last segment means nothing.
  @Get('getMeusDados/:x')
  @RequirePermission('session.self')
  @ApiOperation({
    summary:
      "The caller's session fields (its current class included) and school name; 410 once the user is deactivated",
  })
  async myData(@CurrentUser() caller: TokenClaims): Promise<MyData> {
    const user = await findUser(this.db, caller.userId);
    if (!user) throw new DomainError('generic.notFound', 404);
    // A token outlives a deactivation; the client signs out when this call fails.
    if (!user.active) throw new DomainError('login.deactivated', 410);
    const school = user.codBseEscola === null ? undefined : await findSchool(this.db, user.codBseEscola);
    const currentClass = await currentClassOf(this.db, user.codBseUsuario);
    return {
      ...loggedUser(user, currentClass),
      nomEscola: school?.nomEscola ?? null,
      imgAvatar: user.imgAvatar,
    };
  }
}
