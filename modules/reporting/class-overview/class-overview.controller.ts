import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClassOverview } from '@school/modules/reporting';
import { OrgScopeService } from '@school/modules/organization/server';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Route } from '@school/backend/http/route';
import { ClassOverviewReader } from './class-overview.reader.js';

/** The class page (/turma/visualizar/{id}): the class in one place (issue 35). */
@ApiTags('Turmas')
@ApiBearerAuth()
@Controller('bse_turma')
export class ClassOverviewController {
  constructor(
    private readonly scope: OrgScopeService,
    private readonly overview: ClassOverviewReader,
  ) {}

  @Route.get(
    'painel/:id',
    'classes.read',
    'The class in one place: its active trail, its activities with the answers waiting for a grade (aCorrigir), and ' +
      'each student with the active trail’s progress (0 to 100, null without one), where it stands in each activity ' +
      '(nota with the grade sum, aCorrigir, semResposta) and its last successful sign-in. A Professor its own ' +
      'classes, the staff within their scope; 404 otherwise',
  )
  async read(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ClassOverview> {
    return this.overview.read(await this.scope.class(caller, id));
  }
}
