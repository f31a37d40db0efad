import { Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentClass, UserClass } from '@school/modules/organization';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CurrentUser, RequirePermission } from '../auth/permission.decorators.js';
import { inScope } from '../auth/scope.js';
import type { Caller } from '../auth/token.service.js';
import { DATABASE } from '../core/tokens.js';
import { parseId } from '../http/params.js';
import { Meta, type RequestMeta } from '../http/request-meta.js';
import { ChooseCurrentClassCommand, RemoveClassMemberCommand } from './class.commands.js';
import { withNames } from './class-names.js';
import { OrgScopeService } from './org-scope.service.js';
import type { WriteResult } from '../commands/write-result.js';

@ApiTags('Turmas')
@ApiBearerAuth()
@Controller('bse_usuario_turma')
export class ClassMembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  // The legacy client calls /carregarMinhasTurmas/x; the last segment means nothing.
  @Get('carregarMinhasTurmas/:x')
  @RequirePermission('classes.mine')
  @ApiOperation({ summary: "The caller's classes; `indAtual: 'S'` marks the current one" })
  async mine(@CurrentUser() caller: Caller): Promise<UserClass[]> {
    const classes = await withNames(this.db, await classesOfUser(this.db, caller.userId));
    return classes.map((c) => ({ ...c, codBseUsuario: caller.userId }));
  }

  @Get('carregarTurmasDoUsuario/:id')
  @RequirePermission('classes.membersRead')
  @ApiOperation({ summary: "A user's classes (the user form), as far as the caller reaches them" })
  async ofUser(@Param('id') id: string, @CurrentUser() caller: Caller): Promise<UserClass[]> {
    const user = await this.scope.user(caller, parseId(id));
    const visible = (await classesOfUser(this.db, user.codBseUsuario)).filter((c) =>
      inScope(caller, { schoolId: c.codBseEscola, unitId: c.codBseUnidade, classId: c.codBseTurma }),
    );
    return (await withNames(this.db, visible)).map((c) => ({ ...c, codBseUsuario: user.codBseUsuario }));
  }

  @Post('turmaAtual/:codBseTurma')
  @HttpCode(200)
  @RequirePermission('classes.chooseCurrent')
  @ApiOperation({
    summary:
      "Makes one of the caller's classes its current one (one at a time): answers {codBseTurma, nomTurma}",
  })
  async chooseCurrent(
    @Param('codBseTurma') classId: string,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<CurrentClass>> {
    return this.commands.execute(new ChooseCurrentClassCommand(parseId(classId), meta));
  }

  @Delete(':codBseTurma/:codBseUsuario')
  @RequirePermission('classes.membersRemove')
  @ApiOperation({ summary: 'Takes a student out of a class: answers 1' })
  @ApiOkResponse({ schema: { type: 'integer', enum: [1] } })
  async remove(
    @Param('codBseTurma') classId: string,
    @Param('codBseUsuario') userId: string,
    @Meta() meta: RequestMeta,
  ) {
    const command = new RemoveClassMemberCommand(parseId(classId), parseId(userId), meta);
    return this.commands.execute(command);
  }
}
