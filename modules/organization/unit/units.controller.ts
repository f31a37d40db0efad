import { Controller, Get, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  createUnitSchema,
  createUnitSchemaFor,
  unitSearchSchema,
  updateUnitSchema,
  type Unit,
  type UnitUser,
  type UpdateUnitInput,
} from '@school/modules/organization';
import type { z } from 'zod';
import type { Db } from '@school/projections/kernel';
import { listUnits, usersOfUnit } from '@school/projections/unit-list';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { DocumentedBody, ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { CreateUnitCommand } from './create-unit.handler.js';
import { DeleteUnitCommand } from './delete-unit.handler.js';
import { UpdateUnitCommand } from './update-unit.handler.js';
import { LEGACY_ANSWER } from '../scope/legacy-answer.openapi.js';
import { Route } from '@school/backend/http/route';

@ApiTags('Unidades')
@ApiBearerAuth()
@Controller('bse_unidade')
export class UnitsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get('', 'units.read', 'Units in scope; `search` matches unit name, school name and both prefixes')
  async list(
    @ValidQuery(unitSearchSchema) query: z.infer<typeof unitSearchSchema>,
    @CurrentUser() caller: Caller,
  ): Promise<Unit[]> {
    const { search } = query;
    return listUnits(this.db, { scope: await this.scope.listScope(caller), search });
  }

  @Route.get('usuariosDaUnidade/:id', 'units.read', 'The users registered in a unit')
  async users(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<UnitUser[]> {
    const unit = await this.scope.unit(caller, id);
    return usersOfUnit(this.db, unit.codBseUnidade);
  }

  @Route.get(
    'unidadesDaEscola/:id',
    'units.read',
    "A school's units, as far as the caller reaches (a Diretor: its own unit)",
  )
  async ofSchool(@IdParam() schoolId: number, @CurrentUser() caller: Caller): Promise<Unit[]> {
    await this.scope.schoolOfUnits(caller, schoolId);
    return listUnits(this.db, { scope: await this.scope.listScope(caller), schoolId });
  }

  @Get(':id')
  @RequirePermission('units.read')
  get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Unit> {
    return this.scope.unit(caller, id);
  }

  @Route.post(
    '',
    'units.write',
    'Create: answers 1 (created) or 0 (name already used in the school); a taken prefix is a 400. ' +
      "A Master chooses the school (codBseEscola); a Gestor's is its own.",
    LEGACY_ANSWER,
  )
  create(
    @DocumentedBody(createUnitSchema) body: unknown,
    @Meta() meta: RequestMeta,
    @CurrentUser() caller: Caller,
  ) {
    const input = createUnitSchemaFor(caller.profile).parse(body);
    return this.commands.execute(new CreateUnitCommand(input, meta));
  }

  @Route.put(
    ':id',
    'units.write',
    'Rename or change the address: answers 1, or 0 when another unit of the school has the name',
    LEGACY_ANSWER,
  )
  update(
    @IdParam() unitId: number,
    @ValidBody(updateUnitSchema) input: UpdateUnitInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new UpdateUnitCommand(unitId, input, meta));
  }

  @Route.delete(
    ':id',
    'units.write',
    'Delete a unit without classes or users: answers 1 ("Unidade deletada com sucesso.")',
    LEGACY_ANSWER,
  )
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteUnitCommand(id, meta));
  }
}
