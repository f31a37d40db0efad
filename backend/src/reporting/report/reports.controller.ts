import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { DomainError, Profile } from '@school/modules/kernel';
import {
  type AccessReportRow,
  type QuantityNamesRow,
  type QuantityReport,
  READ_MODEL_POSITION_HEADER,
  reportFilterSchema,
} from '@school/modules/reporting';
import { CurrentUser, RequirePermission } from '../../auth/permission.decorators.js';
import type { Caller } from '../../auth/token.service.js';
import { zodBody } from '../../http/openapi.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { type CsvColumn, writeReportCsv } from './report-csv.views.js';
import { ReportScopeService } from './report-scope.service.js';
import { ReportsReader } from './reports.reader.js';

const ACCESS_COLUMNS: CsvColumn<AccessReportRow>[] = [
  { id: 'nom_escola', label: 'report.column.escola' },
  { id: 'nom_unidade', label: 'report.column.unidade' },
  { id: 'nom_turma', label: 'report.column.turma' },
  { id: 'nom_aluno', label: 'report.column.usuario' },
  { id: 'cst_login', label: 'report.column.login' },
  { id: 'acessos', label: 'report.column.acessos' },
];
const NAMES_COLUMNS: CsvColumn<QuantityNamesRow>[] = [
  { id: 'nome_escola', label: 'report.column.escola' },
  { id: 'nome_unidade', label: 'report.column.unidade' },
  { id: 'nome_turma', label: 'report.column.turma' },
  { id: 'nome_aluno', label: 'report.column.aluno' },
];

const gestorSchema = z.object({ codBseEscola: z.number().int().positive().nullable().default(null) });
const diretorSchema = gestorSchema.extend({
  codBseUnidade: z.number().int().positive().nullable().default(null),
});

type Sendable = Pick<Response, 'setHeader' | 'write' | 'end'>;

/**
 * The reports (rel_relatorio, /relatorio): read from projections only, within the caller's scope
 * whatever the body says (section 6). Every answer carries `X-Read-Model-Position`, the
 * event-store position the figures reflect; the CSVs end with it.
 */
@ApiTags('Relatórios')
@ApiBearerAuth()
@Controller('rel_relatorio')
export class ReportsController {
  constructor(
    private readonly scope: ReportScopeService,
    private readonly reader: ReportsReader,
  ) {}

  private async stamped<T>(response: Sendable, work: () => Promise<T>): Promise<T> {
    const position = await this.reader.position();
    const result = await work();
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    return result;
  }

  @Post('filtrarAcessos')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      'Access report: one row per user and class in the filter (school, unit, class, user, within the ' +
      'caller’s scope) with its successful sign-ins between dataInicio and dataFim',
  })
  @zodBody(reportFilterSchema)
  async access(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccessReportRow[]> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    return this.stamped(response, () => this.reader.access(filter));
  }

  @Post('filtrarAcessos/csv')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The access report as relatorio.csv (streamed; `;`, quoted, BOM, position line)' })
  @zodBody(reportFilterSchema)
  async accessCsv(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ): Promise<void> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    await this.csv(response, meta, ACCESS_COLUMNS, (page) => this.reader.access(filter, page));
  }

  @Post('filtrarQuantidadeNames')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary: 'Quantity report, named: the students of the filter (school, unit, class, student)',
  })
  @zodBody(reportFilterSchema)
  async names(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuantityNamesRow[]> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    return this.stamped(response, () => this.reader.names(filter));
  }

  @Post('filtrarQuantidadeNames/csv')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The named quantity report as relatorio.csv' })
  @zodBody(reportFilterSchema)
  async namesCsv(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ): Promise<void> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    await this.csv(response, meta, NAMES_COLUMNS, (page) => this.reader.names(filter, page));
  }

  @Get('quantidade')
  @RequirePermission('reports.network')
  @ApiOperation({
    summary: 'Quantity report of the whole network (profile 1): schools, units, classes, students',
  })
  async quantity(@Res({ passthrough: true }) response: Response): Promise<QuantityReport> {
    return this.stamped(response, () => this.reader.quantity(null, null));
  }

  @Post('filtrarQuantidadeGestor')
  @HttpCode(200)
  @RequirePermission('reports.school')
  @ApiOperation({ summary: 'Quantity report of a school ({codBseEscola}; a Gestor’s own, whatever is sent)' })
  @zodBody(gestorSchema)
  async quantityOfSchool(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuantityReport> {
    const { codBseEscola } = gestorSchema.parse(body);
    const filter = await this.scope.resolve(caller, { ...EMPTY, codBseEscola });
    if (filter.schoolId === null) throw new DomainError('generic.notFound');
    return this.stamped(response, () => this.reader.quantity(filter.schoolId, null));
  }

  @Post('filtrarQuantidadeDiretor')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary: 'Quantity report of a unit ({codBseEscola, codBseUnidade}; a Diretor’s or Coordenador’s own)',
  })
  @zodBody(diretorSchema)
  async quantityOfUnit(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuantityReport> {
    const { codBseEscola, codBseUnidade } = diretorSchema.parse(body);
    const filter = await this.scope.resolve(caller, { ...EMPTY, codBseEscola, codBseUnidade });
    if (filter.unitId === null && caller.profile !== Profile.Master && caller.profile !== Profile.Gestor)
      throw new DomainError('generic.notFound');
    return this.stamped(response, () => this.reader.quantity(filter.schoolId, filter.unitId));
  }

  private async csv<Row extends object>(
    response: Response,
    meta: RequestMeta,
    columns: CsvColumn<Row>[],
    pageOf: (page: { offset: number; limit: number }) => Promise<Row[]>,
  ): Promise<void> {
    const position = await this.reader.position();
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="relatorio.csv"');
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    await writeReportCsv(response, columns, meta.language, pageOf, position);
    response.end();
  }
}

const EMPTY = {
  codBseEscola: null,
  codBseUnidade: null,
  codBseTurma: null,
  codBseUsuario: null,
  dataInicio: null,
  dataFim: null,
};
