import { Controller, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { DomainError, ID_MAX, Profile } from '@school/modules/kernel';
import {
  type QuantityNamesRow,
  type QuantityReport,
  type ReportFilter,
  reportFilterSchema,
} from '@school/modules/reporting';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ReportAnswers } from './report-answers.service.js';
import { ReportScopeService } from './report-scope.service.js';
import { ReportsReader } from './reports.reader.js';
import { CsvRoute, Route } from '@school/backend/http/route';

const gestorSchema = z.object({
  codBseEscola: z.number().int().positive().max(ID_MAX).nullable().default(null),
});
const diretorSchema = gestorSchema.extend({
  codBseUnidade: z.number().int().positive().max(ID_MAX).nullable().default(null),
  codBseTurma: z.number().int().positive().max(ID_MAX).nullable().default(null),
});

/**
 * The quantity reports: the named students of a filter, and the counts of the network, a school or a unit.
 * Within the caller's scope whatever the body says (section 6), each answer with its
 * `X-Read-Model-Position` (decision 0032) and `X-Read-Model-Time`, up to when its figures are complete (decision 0044).
 */
@ApiTags('Relatórios')
@ApiBearerAuth()
@Controller('rel_relatorio')
export class QuantityReportsController {
  constructor(
    private readonly scope: ReportScopeService,
    private readonly reader: ReportsReader,
    private readonly answers: ReportAnswers,
  ) {}

  @Route.post(
    'filtrarQuantidadeNames',
    'reports.read',
    'Quantity report, named: the students of the filter (school, unit, class, student)',
  )
  async names(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuantityNamesRow[]> {
    return this.answers.rows(filter, caller, response, 'filtrarQuantidadeNames');
  }

  @CsvRoute.post('filtrarQuantidadeNames/csv', 'reports.read', 'The named quantity report as relatorio.csv')
  async namesCsv(
    @ValidBody(reportFilterSchema) filter: ReportFilter,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ): Promise<void> {
    await this.answers.csv(filter, caller, meta, response, 'filtrarQuantidadeNames');
  }

  @Route.get(
    'quantidade',
    'reports.network',
    'Quantity report of the whole network (profile 1): schools, units, classes, students',
  )
  async quantity(@Res({ passthrough: true }) response: Response): Promise<QuantityReport> {
    return this.answers.stamped(response, 'names', () => this.reader.quantity(null, null));
  }

  @Route.post(
    'filtrarQuantidadeGestor',
    'reports.school',
    'Quantity report of a school ({codBseEscola}; a Gestor’s own, whatever is sent)',
  )
  async quantityOfSchool(
    @ValidBody(gestorSchema) body: z.infer<typeof gestorSchema>,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuantityReport> {
    const { codBseEscola } = body;
    const filter = await this.scope.resolve(caller, { ...EMPTY, codBseEscola });
    if (filter.schoolId === null) throw new DomainError('generic.notFound');
    return this.answers.stamped(response, 'names', () => this.reader.quantity(filter.schoolId, null));
  }

  @Route.post(
    'filtrarQuantidadeDiretor',
    'reports.read',
    'Quantity report of a unit ({codBseEscola, codBseUnidade}; a Diretor’s or Coordenador’s own), or of one ' +
      'class of it (codBseTurma): the totals of the report filter; the Master and a Gestor may name any unit in scope',
  )
  async quantityOfUnit(
    @ValidBody(diretorSchema) body: z.infer<typeof diretorSchema>,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<QuantityReport> {
    const { codBseEscola, codBseUnidade, codBseTurma } = body;
    const filter = await this.scope.resolve(caller, { ...EMPTY, codBseEscola, codBseUnidade, codBseTurma });
    if (filter.unitId === null && caller.profile !== Profile.Master && caller.profile !== Profile.Gestor)
      throw new DomainError('generic.notFound');
    return this.answers.stamped(response, 'names', () =>
      this.reader.quantity(filter.schoolId, filter.unitId, filter.classId),
    );
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
