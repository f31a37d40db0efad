import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { DomainError, Profile } from '@school/modules/kernel';
import {
  type AccessReportRow,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityNamesRow,
  type QuantityReport,
  type RatingReportRow,
  READ_MODEL_POSITION_HEADER,
  reportFilterSchema,
} from '@school/modules/reporting';
import { CurrentUser, RequirePermission } from '../../auth/permission.decorators.js';
import type { Caller } from '../../auth/token.service.js';
import { zodBody } from '../../http/openapi.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { type CsvColumn, writeReportCsv } from './report-csv.views.js';
import { ReportScopeService, type ScopedFilter } from './report-scope.service.js';
import { type Page, type ReportSource, ReportsReader } from './reports.reader.js';

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

const PLACE: CsvColumn<{
  nom_escola: unknown;
  nom_unidade: unknown;
  nom_turma: unknown;
  nom_aluno: unknown;
  cst_login: unknown;
}>[] = [
  { id: 'nom_escola', label: 'report.column.escola' },
  { id: 'nom_unidade', label: 'report.column.unidade' },
  { id: 'nom_turma', label: 'report.column.turma' },
  { id: 'nom_aluno', label: 'report.column.aluno' },
  { id: 'cst_login', label: 'report.column.login' },
];
const GRADES_COLUMNS: CsvColumn<GradesReportRow>[] = [
  ...PLACE,
  { id: 'nom_atividade', label: 'report.column.atividade' },
  { id: 'soma_notas_atividade', label: 'report.column.nota' },
];
const PROGRESS_COLUMNS: CsvColumn<ProgressReportRow>[] = [
  ...PLACE,
  { id: 'nom_livro', label: 'report.column.livro' },
  { id: 'nom_capitulo', label: 'report.column.capitulo' },
  { id: 'dat_conclusao', label: 'report.column.conclusao' },
];
const RATING_COLUMNS: CsvColumn<RatingReportRow>[] = [
  ...PLACE,
  { id: 'nom_livro', label: 'report.column.livro' },
  { id: 'nom_capitulo', label: 'report.column.capitulo' },
  { id: 'cod_avaliacao', label: 'report.column.pergunta' },
  { id: 'num_avaliacao', label: 'report.column.nota' },
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
      'caller’s scope) with its successful sign-ins between dataInicio and dataFim',
  })
  @zodBody(reportFilterSchema)
  async access(
    @Body() body: unknown,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccessReportRow[]> {
    return this.rows(body, caller, response, 'access', (f) => this.reader.access(f));
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
    await this.rowsCsv(body, caller, meta, response, 'access', ACCESS_COLUMNS, (f, p) =>
      this.reader.access(f, p),
    );
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
    return this.rows(body, caller, response, 'names', (f) => this.reader.names(f));
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
    await this.rowsCsv(body, caller, meta, response, 'names', NAMES_COLUMNS, (f, p) =>
      this.reader.names(f, p),
    );
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

  /** A row report: the filter scoped, the rows read, the position stamped. */
  private async rows<Row>(
    body: unknown,
    caller: Caller,
    response: Response,
    report: ReportSource,
    read: (filter: ScopedFilter) => Promise<Row[]>,
  ): Promise<Row[]> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    return this.stamped(response, report, () => read(filter));
  }

  /** The same, as relatorio.csv. */
  private async rowsCsv<Row extends object>(
    body: unknown,
    caller: Caller,
    meta: RequestMeta,
    response: Response,
    report: ReportSource,
    columns: CsvColumn<Row>[],
    read: (filter: ScopedFilter, page: Page) => Promise<Row[]>,
  ): Promise<void> {
    const filter = await this.scope.resolve(caller, reportFilterSchema.parse(body));
    await this.csv(response, meta, report, columns, (page) => read(filter, page));
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
    return this.rows(body, caller, response, 'grades', (f) => this.reader.grades(f));
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
    return this.rowsCsv(body, caller, meta, response, 'grades', GRADES_COLUMNS, (f, p) =>
      this.reader.grades(f, p),
    );
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
    return this.rows(body, caller, response, 'progress', (f) => this.reader.progress(f));
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
    return this.rowsCsv(body, caller, meta, response, 'progress', PROGRESS_COLUMNS, (f, p) =>
      this.reader.progress(f, p),
    );
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
    return this.rows(body, caller, response, 'rating', (f) => this.reader.rating(f));
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
    return this.rowsCsv(body, caller, meta, response, 'rating', RATING_COLUMNS, (f, p) =>
      this.reader.rating(f, p),
    );
  }

  private async csv<Row extends object>(
    response: Response,
    meta: RequestMeta,
    report: ReportSource,
    columns: CsvColumn<Row>[],
    pageOf: (page: Page) => Promise<Row[]>,
  ): Promise<void> {
    const position = await this.reader.position(report);
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
