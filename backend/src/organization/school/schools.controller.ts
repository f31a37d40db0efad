import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { DomainError } from '@school/modules/kernel';
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
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody, ValidQuery } from '../../http/valid-input.js';
import { CreateSchoolCommand, DeleteSchoolCommand, UpdateSchoolCommand } from './school.commands.js';

@ApiTags('Escolas')
@ApiBearerAuth()
@Controller('bse_escola')
export class SchoolsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Get()
  @RequirePermission('schools.read')
  @ApiOperation({ summary: 'Schools, by name; `search` filters by name ignoring case and accents' })
  list(@ValidQuery(schoolSearchSchema) query: z.infer<typeof schoolSearchSchema>): Promise<School[]> {
    const { search, nomEscola } = query;
    return listSchools(this.db, search ?? nomEscola);
  }

  @Get(':id')
  @RequirePermission('schools.read')
  async get(@Param('id') id: string): Promise<School> {
    const school = await findSchool(this.db, parseId(id));
    if (!school) throw new DomainError('generic.notFound');
    return school;
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('schools.write')
  @ApiOperation({
    summary: 'Create: answers 1 (created) or 0 (name already registered); a taken prefix is a 400',
  })
  @ApiOkResponse({ schema: { type: 'integer', enum: [0, 1] } })
  create(@ValidBody(createSchoolSchema) input: CreateSchoolInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateSchoolCommand(input, meta));
  }

  @Put(':id')
  @RequirePermission('schools.write')
  @ApiOperation({ summary: 'Rename or change the address: answers 1, or 0 when another school has the name' })
  @ApiOkResponse({ schema: { type: 'integer', enum: [0, 1] } })
  update(
    @Param('id') id: string,
    @ValidBody(updateSchoolSchema) input: UpdateSchoolInput,
    @Meta() meta: RequestMeta,
  ) {
    const schoolId = parseId(id);
    return this.commands.execute(new UpdateSchoolCommand(schoolId, input, meta));
  }

  @Delete(':id')
  @RequirePermission('schools.write')
  @ApiOperation({ summary: 'Delete a school without users: answers 1' })
  remove(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteSchoolCommand(parseId(id), meta));
  }
}
