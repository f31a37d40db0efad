import { Controller, HttpCode, Param, Post, Res, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  reportExportSchema,
  type ReportExportStatus,
  type ReportExportRequest,
} from '@school/modules/reporting';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { type HeaderResponse, jobCsvFile } from '@school/backend/jobs/job-file.views';
import { ReportExportService } from './report-export.service.js';
import { LimitPerUser } from '@school/backend/rate-limit/user-limits';
import { CsvRoute, Route } from '@school/backend/http/route';

const STATUS =
  '`{jobId, relatorio, status: queued|running|completed|failed, progress: {done, total}, rows, position, ' +
  'downloadUrl, failure: {code, message} | null}`';

/**
 * Report exports as jobs (Exportar para CSV on the report screens): relatorio.csv of any size is
 * built by a worker, its progress on the socket (`report-export:progress`, `:done`, `:failed`)
 * and here, then downloaded by its requester.
 */
@ApiTags('Relatórios')
@ApiBearerAuth()
@Controller('rel_relatorio/exportar')
export class ReportExportsController {
  constructor(private readonly exports: ReportExportService) {}

  @Post()
  @HttpCode(202)
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      'Starts the export of a row report (`relatorio`: filtrarAcessos, filtrarQuantidadeNames, filtrarNotas, ' +
      'filtrar, filtrarAvaliacaoTrilha) with its filter, within the caller’s scope; answers 202 ' +
      STATUS +
      '. The same request while the read models have not moved is the same job (no duplicate file).',
  })
  @ApiResponse({ status: 202, description: STATUS })
  @ApiResponse({
    status: 404,
    description: 'generic.notFound: an id of the filter outside the caller’s scope',
  })
  @LimitPerUser('reportExports')
  submit(
    @ValidBody(reportExportSchema) body: ReportExportRequest,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<ReportExportStatus> {
    return this.exports.submit(caller, body, meta.language);
  }

  @Route.get(
    ':jobId',
    'reports.read',
    `An export’s state, for its requester (or a Master; 404 for anyone else): ${STATUS}`,
  )
  status(
    @Param('jobId') jobId: string,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<ReportExportStatus> {
    return this.exports.status(caller, jobId, meta.language);
  }

  @CsvRoute.get(
    ':jobId/relatorio.csv',
    'reports.read',
    'The finished export’s relatorio.csv (`;`, quoted, BOM, numbers and times in the language of the request that ' +
      'started it; its position in the status), for its requester or a Master; ' +
      '409 report.exportNotFinished while it is being built',
  )
  async download(
    @Param('jobId') jobId: string,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: HeaderResponse,
  ): Promise<StreamableFile> {
    return jobCsvFile(await this.exports.file(caller, jobId), 'relatorio.csv', response);
  }
}
