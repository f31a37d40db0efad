import { Controller, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AccessReportRow, type ReportFilter, reportFilterSchema } from '@school/modules/reporting';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ReportAnswers } from './report-answers.service.js';
import { CsvRoute, Route } from '@school/backend/http/route';

/**
 * The access report (`filtrarAcessos`): successful sign-ins per user and class in the period.
 * Within the caller's scope whatever the body says (section 6), each answer with its
 * `X-Read-Model-Position` (decision 0032) and `X-Read-Model-Time`, up to when its figures are complete (decision 0044).
 */
@ApiTags('Relatórios')
@ApiBearerAuth()
@Controller('rel_relatorio')
export class AccessReportsController {
  constructor(private readonly answers: ReportAnswers) {}

  @Route.post(
    'filtrarAcessos',
    'reports.read',
    'Access report: one row per user and class in the filter (school, unit, class, user, within the ' +
      'caller’s scope) with its successful sign-ins between dataInicio and dataFim (`acessos`). Each ' +
      'sign-in counts once in totals: `acessos_no_total` holds them on the user’s first row and 0 on its ' +
      'others; `turmas_no_relatorio` is how many rows the user has',
  )
  async access(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccessReportRow[]> {
    return this.answers.rows(filter, caller, response, 'filtrarAcessos');
  }

  @CsvRoute.post(
    'filtrarAcessos/csv',
    'reports.read',
    'The access report as relatorio.csv (streamed; `;`, quoted, BOM, numbers and times in the caller’s language; ' +
      'the position in X-Read-Model-Position)',
  )
  async accessCsv(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ): Promise<void> {
    await this.answers.csv(filter, caller, meta, response, 'filtrarAcessos');
  }
}
