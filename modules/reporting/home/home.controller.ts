import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type Home, homeSchema } from '@school/modules/reporting';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { Route } from '@school/backend/http/route';
import { HomeService } from './home.service.js';
import { SeeGradesCommand } from './see-grades.handler.js';

const answer = z.toJSONSchema(homeSchema, { io: 'output' }) as Record<string, unknown>;
delete answer.$schema;

/** The home page (/home, "Início"; decision 0066): its blocks for the caller's profile in one request. */
@ApiTags('Início')
@ApiBearerAuth()
@Controller('inicio')
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly commands: CommandBus,
  ) {}

  @Route.get(
    '',
    'home.read',
    'The blocks of the caller’s home page, by its profile (perfil), each counted within the caller’s scope: a ' +
      'student (aluno) its current class’s active trail (contents done of total, where the player resumes), its ' +
      'open activities not answered (the newest first), its next events and its grades given since it last opened ' +
      'its activities (desde, POST /api/inicio/notasVistas; all of them when it never did); a Professor each of its classes with the active trail’s average progress and the answers ' +
      'waiting for a grade per activity, and its next events; the staff (gestao: Master the network, Gestor its ' +
      'school, Diretor and Coordenador their unit) sign-ins today and this week (São Paulo), the active students ' +
      'who never signed in, the support requests still open and the latest grades; the Assistente the requests ' +
      'on the desk',
    { schema: answer },
  )
  read(@CurrentUser() caller: Caller): Promise<Home> {
    return this.home.forCaller(caller);
  }

  @Route.post(
    'notasVistas',
    'home.gradesSeen',
    'The student opened its activities and grades: GradesSeen on its stream (home-<id>), so the home page shows ' +
      'only the grades given after now (desde); a look a minute or less after the last records nothing; answers 1',
    DONE_ANSWER,
  )
  gradesSeen(@Meta() meta: RequestMeta) {
    return this.commands.execute(new SeeGradesCommand(meta));
  }
}
