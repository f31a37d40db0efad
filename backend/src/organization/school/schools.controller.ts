import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';
import {
  createSchoolSchema,
  schoolSearchSchema,
  updateSchoolSchema,
  type School,
} from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { findSchool, listSchools } from '@school/projections/school-list';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import { zodBody, zodQuery } from '../../http/openapi.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
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
  @zodQuery(schoolSearchSchema)
  list(@Query() query: unknown): Promise<School[]> {
    const { search, nomEscola } = schoolSearchSchema.parse(query);
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
  @zodBody(createSchoolSchema)
  @ApiOkResponse({ schema: { type: 'integer', enum: [0, 1] } })
  create(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const input = createSchoolSchema.parse(body);
    return this.commands.execute(new CreateSchoolCommand(input, meta));
  }

  @Put(':id')
  @RequirePermission('schools.write')
  @ApiOperation({ summary: 'Rename or change the address: answers 1, or 0 when another school has the name' })
  @zodBody(updateSchoolSchema)
  @ApiOkResponse({ schema: { type: 'integer', enum: [0, 1] } })
  update(@Param('id') id: string, @Body() body: unknown, @Meta() meta: RequestMeta) {
    const schoolId = parseId(id);
    const input = updateSchoolSchema.parse(body);
    return this.commands.execute(new UpdateSchoolCommand(schoolId, input, meta));
  }

  @Delete(':id')
  @RequirePermission('schools.write')
  @ApiOperation({ summary: 'Delete a school without users: answers 1' })
  remove(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteSchoolCommand(parseId(id), meta));
  }
}
