import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserClass } from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { userClassesFor } from '../class/class-names.views.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { RemoveClassMemberCommand } from './remove-class-member.handler.js';
import { Route } from '@school/backend/http/route';

@ApiTags('Turmas')
@ApiBearerAuth()
@Controller('bse_usuario_turma')
export class ClassMembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'carregarTurmasDoUsuario/:id',
    'classes.membersRead',
    "A user's classes (the user form), as far as the caller reaches them",
  )
  async ofUser(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<UserClass[]> {
    const user = await this.scope.user(caller, id);
    return userClassesFor(this.db, caller, user.codBseUsuario);
  }

  @Route.delete(
    ':codBseTurma/:codBseUsuario',
    'classes.membersRemove',
    'Takes a student out of a class: answers 1',
    { schema: { type: 'integer', enum: [1] } },
  )
  remove(
    @IdParam('codBseTurma') classId: number,
    @IdParam('codBseUsuario') userId: number,
    @Meta() meta: RequestMeta,
  ) {
    const command = new RemoveClassMemberCommand(classId, userId, meta);
    return this.commands.execute(command);
  }
}
