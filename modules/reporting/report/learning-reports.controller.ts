import { Controller, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type RatingAverages, type ReportFilter, reportFilterSchema } from '@school/modules/reporting';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ReportAnswers } from './report-answers.service.js';
import { ReportScopeService } from './report-scope.service.js';
import { ReportsReader } from './reports.reader.js';
import { CsvRoute, Route } from '@school/backend/http/route';

/**
 * The learning reports: grades (`filtrarNotas`), progress in the trails (`filtrar`) and trail ratings
 * (`filtrarAvaliacaoTrilha`), each as rows or as relatorio.csv.
 * Within the caller's scope whatever the body says (section 6), each answer with its
 * `X-Read-Model-Position` (decision 0032) and `X-Read-Model-Time`, up to when its figures are complete (decision 0044).
 */
@ApiTags('Relatórios')
@ApiBearerAuth()
@Controller('rel_relatorio')
export class LearningReportsController {
  constructor(
    private readonly answers: ReportAnswers,
    private readonly scope: ReportScopeService,
    private readonly reader: ReportsReader,
  ) {}

  @Route.post(
    'filtrarNotas',
    'reports.read',
    'Grades report: each student’s grade in each activity of its classes (sum of its questions), graded in the period',
  )
  grades(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.answers.rows(filter, caller, response, 'filtrarNotas');
  }

  @CsvRoute.post('filtrarNotas/csv', 'reports.read', 'The grades report as relatorio.csv')
  gradesCsv(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ) {
    return this.answers.csv(filter, caller, meta, response, 'filtrarNotas');
  }

  @Route.post(
    'filtrar',
    'reports.read',
    'Progress report: the chapters each student completed in the period (trail, chapter, when)',
  )
  progress(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.answers.rows(filter, caller, response, 'filtrar');
  }

  @CsvRoute.post('filtrar/csv', 'reports.read', 'The progress report as relatorio.csv')
  progressCsv(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ) {
    return this.answers.csv(filter, caller, meta, response, 'filtrar');
  }

  @Route.post(
    'filtrarAvaliacaoTrilha',
    'reports.read',
    'Trail rating report: every answer of the chapters’ ratings (Pergunta cod_avaliacao, Nota num_avaliacao)',
  )
  rating(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.answers.rows(filter, caller, response, 'filtrarAvaliacaoTrilha');
  }

  @Route.post(
    'filtrarAvaliacaoTrilha/medias',
    'reports.read',
    'Trail rating report, averaged: the mean Nota (one decimal) and the answer count per chapter (in the trail’s ' +
      'order) and per Pergunta (cod_avaliacao), over the same rows as filtrarAvaliacaoTrilha',
  )
  async ratingAverages(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RatingAverages> {
    const scoped = await this.scope.resolve(caller, filter);
    return this.answers.stamped(response, 'rating', () => this.reader.ratingAverages(scoped));
  }

  @CsvRoute.post(
    'filtrarAvaliacaoTrilha/csv',
    'reports.read',
    'The trail rating report as relatorio.csv: Pergunta is the question asked, in the caller’s language',
  )
  ratingCsv(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ) {
    return this.answers.csv(filter, caller, meta, response, 'filtrarAvaliacaoTrilha');
  }
}
