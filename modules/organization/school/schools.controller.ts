import { Controller, Get, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  createSchoolSchema,
  schoolSearchSchema,
  updateSchoolSchema,
  type School,
  type CreateSchoolInput,
  type UpdateSchoolInput,
} from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { findSchool, listSchools } from '@school/projections/school-list';
import { RequirePermission } from '@school/backend/auth/permission.decorators';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { CreateSchoolCommand } from './create-school.handler.js';
import { DeleteSchoolCommand } from './delete-school.handler.js';
import { UpdateSchoolCommand } from './update-school.handler.js';
import { Route } from '@school/backend/http/route';

@ApiTags('Escolas')
@ApiBearerAuth()
@Controller('bse_escola')
export class SchoolsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get('', 'schools.read', 'Schools, by name; `search` filters by name ignoring case and accents')
  list(@ValidQuery(schoolSearchSchema) query: z.infer<typeof schoolSearchSchema>): Promise<School[]> {
    const { search, nomEscola } = query;
    return listSchools(this.db, search ?? nomEscola);
  }

  @Get(':id')
  @RequirePermission('schools.read')
  async get(@IdParam() id: number): Promise<School> {
    return found(await findSchool(this.db, id));
  }

  @Route.post(
    '',
    'schools.write',
    'Create: answers 1 (created) or 0 (name already registered); a taken prefix is a 400',
    { schema: { type: 'integer', enum: [0, 1] } },
  )
  create(@ValidBody(createSchoolSchema) input: CreateSchoolInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateSchoolCommand(input, meta));
  }

  @Route.put(
    ':id',
    'schools.write',
    'Rename or change the address: answers 1, or 0 when another school has the name',
    { schema: { type: 'integer', enum: [0, 1] } },
  )
  update(
    @IdParam() schoolId: number,
    @ValidBody(updateSchoolSchema) input: UpdateSchoolInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new UpdateSchoolCommand(schoolId, input, meta));
  }

  @Route.delete(':id', 'schools.write', 'Delete a school without users: answers 1')
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteSchoolCommand(id, meta));
  }
}
