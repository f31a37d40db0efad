import { Controller, Get, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  createClassSchema,
  createClassSchemaFor,
  updateClassSchema,
  type ClassStudent,
  type SchoolClass,
  type UpdateClassInput,
} from '@school/modules/organization';
import { studentsOfClass } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { DocumentedBody, ValidBody } from '@school/backend/http/valid-input';
import { CreateClassCommand } from './create-class.handler.js';
import { DeleteClassCommand } from './delete-class.handler.js';
import { RenameClassCommand } from './rename-class.handler.js';
import { classesInScope, withNames } from './class-names.views.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { LEGACY_ANSWER } from '../scope/legacy-answer.openapi.js';
import { Route } from '@school/backend/http/route';

@ApiTags('Turmas')
@ApiBearerAuth()
@Controller('bse_turma')
export class ClassesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get('', 'classes.read', "Classes in scope (a Professor's own), with their unit's and school's names")
  async list(@CurrentUser() caller: Caller): Promise<SchoolClass[]> {
    return classesInScope(this.db, await this.scope.listScope(caller));
  }

  @Route.get('usuariosDaTurma/:id', 'classes.read', 'The students of a class')
  async students(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ClassStudent[]> {
    const turma = await this.scope.class(caller, id);
    return studentsOfClass(this.db, turma.codBseTurma);
  }

  @Route.get('turmasDaUnidade/:id', 'classes.read', "A unit's classes")
  async ofUnit(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<SchoolClass[]> {
    const unit = await this.scope.unit(caller, id);
    return classesInScope(this.db, await this.scope.listScope(caller), unit.codBseUnidade);
  }

  @Get(':id')
  @RequirePermission('classes.read')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<SchoolClass> {
    const [turma] = await withNames(this.db, [await this.scope.class(caller, id)]);
    return turma!;
  }

  @Route.post(
    '',
    'classes.create',
    'Create: answers 1 ("Turma criar com sucesso.") or 0 ("Turma já cadastrado.", the name is used in the unit). ' +
      "Gestor and Diretor choose the unit (codBseUnidade); a Coordenador's is its own.",
    LEGACY_ANSWER,
  )
  create(
    @DocumentedBody(createClassSchema) body: unknown,
    @Meta() meta: RequestMeta,
    @CurrentUser() caller: Caller,
  ) {
    const input = createClassSchemaFor(caller.profile).parse(body);
    return this.commands.execute(new CreateClassCommand(input, meta));
  }

  @Route.put(
    ':id',
    'classes.update',
    'Rename: answers 1, or 0 when another class of the unit has the name',
    LEGACY_ANSWER,
  )
  update(
    @IdParam() classId: number,
    @ValidBody(updateClassSchema) input: UpdateClassInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new RenameClassCommand(classId, input, meta));
  }

  @Route.delete(':id', 'classes.delete', 'Delete a class without students: answers 1', LEGACY_ANSWER)
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteClassCommand(id, meta));
  }
}
