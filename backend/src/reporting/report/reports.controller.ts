import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { DomainError, Profile } from '@school/modules/kernel';
import {
  type AccessReportRow,
  type ExportRoute,
  type ExportRow,
  type QuantityNamesRow,
  type QuantityReport,
  READ_MODEL_POSITION_HEADER,
  reportFilterSchema,
} from '@school/modules/reporting';
import { CurrentUser, RequirePermission } from '../../auth/permission.decorators.js';
import type { Caller } from '../../auth/token.service.js';
import { zodBody } from '../../http/openapi.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import {
  type CsvColumn,
  EXPORT_COLUMNS,
  responseSink,
  streamCsv,
  writeReportCsv,
} from './report-csv.views.js';
import { ReportScopeService } from './report-scope.service.js';
import { type ReportSource, ReportsReader } from './reports.reader.js';

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

  private async stamped<T>(response: Sendable, report: ReportSource, work: () => Promise<T>): Promise<T> {
    const position = await this.reader.position(report);
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
      'caller’s scope) with its successful sign-ins between dataInicio and dataFim (`acessos`). Each ' +
      'sign-in counts once in totals: `acessos_no_total` holds them on the user’s first row and 0 on its ' +
      'others; `turmas_no_relatorio` is how many rows the user has',
  })
  @zodBody(reportFilterSchema)
  async access(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccessReportRow[]> {
    return this.rows(body, caller, response, 'filtrarAcessos');
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
    await this.rowsCsv(body, caller, meta, response, 'filtrarAcessos');
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
    return this.rows(body, caller, response, 'filtrarQuantidadeNames');
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
    await this.rowsCsv(body, caller, meta, response, 'filtrarQuantidadeNames');
  }

  @Get('quantidade')
  @RequirePermission('reports.network')
  @ApiOperation({
    summary: 'Quantity report of the whole network (profile 1): schools, units, classes, students',
  })
  async quantity(@Res({ passthrough: true }) response: Response): Promise<QuantityReport> {
    return this.stamped(response, 'names', () => this.reader.quantity(null, null));
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
    return this.stamped(response, 'names', () => this.reader.quantity(filter.schoolId, null));
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
    return this.stamped(response, 'names', () => this.reader.quantity(filter.schoolId, filter.unitId));
  }

  /** A row report: the filter scoped, the rows and their position read in one snapshot. */
  private async rows<Route extends ExportRoute>(
    body: unknown,
    caller: Caller,
    response: Response,
    route: Route,
  ): Promise<ExportRow<Route>[]> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    const { position, rows } = await this.reader.rows(route, filter);
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    return rows;
  }

  /** The same, as relatorio.csv: streamed from one snapshot, through a cursor. */
  private async rowsCsv(
    body: unknown,
    caller: Caller,
    meta: RequestMeta,
    response: Response,
    route: ExportRoute,
  ): Promise<void> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    await streamCsv(response, 'relatorio.csv', () =>
      this.reader.snapshot(route, filter, async ({ position, pages }) => {
        response.setHeader(READ_MODEL_POSITION_HEADER, position);
        const columns = EXPORT_COLUMNS[route] as readonly CsvColumn<object>[];
        await writeReportCsv(responseSink(response), columns, meta.language, pages, position);
      }),
    );
  }

  @Post('filtrarNotas')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      'Grades report: each student’s grade in each activity of its classes (sum of its questions), graded in the period',
  })
  @zodBody(reportFilterSchema)
  grades(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.rows(body, caller, response, 'filtrarNotas');
  }

  @Post('filtrarNotas/csv')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The grades report as relatorio.csv' })
  @zodBody(reportFilterSchema)
  gradesCsv(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ) {
    return this.rowsCsv(body, caller, meta, response, 'filtrarNotas');
  }

  @Post('filtrar')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary: 'Progress report: the chapters each student completed in the period (trail, chapter, when)',
  })
  @zodBody(reportFilterSchema)
  progress(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.rows(body, caller, response, 'filtrar');
  }

  @Post('filtrar/csv')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The progress report as relatorio.csv' })
  @zodBody(reportFilterSchema)
  progressCsv(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ) {
    return this.rowsCsv(body, caller, meta, response, 'filtrar');
  }

  @Post('filtrarAvaliacaoTrilha')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      'Trail rating report: every answer of the chapters’ ratings (Pergunta cod_avaliacao, Nota num_avaliacao)',
  })
  @zodBody(reportFilterSchema)
  rating(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.rows(body, caller, response, 'filtrarAvaliacaoTrilha');
  }

  @Post('filtrarAvaliacaoTrilha/csv')
  @HttpCode(200)
  @RequirePermission('reports.read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The trail rating report as relatorio.csv' })
  @zodBody(reportFilterSchema)
  ratingCsv(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ) {
    return this.rowsCsv(body, caller, meta, response, 'filtrarAvaliacaoTrilha');
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
