import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CurrentClass, UserClass } from '@school/modules/organization';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { withNames } from '../class/class-names.views.js';
import { ChooseCurrentClassCommand } from './choose-current-class.handler.js';
import { Route } from '@school/backend/http/route';

/** The caller's own classes and its current-class switch (under the class members' legacy path). */
@ApiTags('Turmas')
@ApiBearerAuth()
@Controller('bse_usuario_turma')
export class CurrentClassController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  // The legacy client calls /carregarMinhasTurmas/x; the last segment means nothing.
  @Route.get(
    'carregarMinhasTurmas/:x',
    'classes.mine',
    "The caller's classes; `indAtual: 'S'` marks the current one",
  )
  async mine(@CurrentUser() caller: Caller): Promise<UserClass[]> {
    const classes = await withNames(this.db, await classesOfUser(this.db, caller.userId));
    return classes.map((c) => ({ ...c, codBseUsuario: caller.userId }));
  }

  @Route.post(
    'turmaAtual/:codBseTurma',
    'classes.chooseCurrent',
    "Makes one of the caller's classes its current one (one at a time): answers {codBseTurma, nomTurma}",
  )
  chooseCurrent(
    @IdParam('codBseTurma') classId: number,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<CurrentClass>> {
    return this.commands.execute(new ChooseCurrentClassCommand(classId, meta));
  }
}
