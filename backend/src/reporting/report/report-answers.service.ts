import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import {
  type ExportRoute,
  type ExportRow,
  READ_MODEL_POSITION_HEADER,
  type ReportFilter,
} from '@school/modules/reporting';
import type { Caller } from '../../auth/token.service.js';
import type { RequestMeta } from '../../http/request-meta.js';
import {
  type CsvColumn,
  EXPORT_COLUMNS,
  responseSink,
  streamCsv,
  writeReportCsv,
} from './report-csv.views.js';
import { ReportScopeService } from './report-scope.service.js';
import { type ReportSource, ReportsReader } from './reports.reader.js';

type Sendable = Pick<Response, 'setHeader' | 'write' | 'end'>;

/**
 * How the report routes answer: read from projections only, within the caller's scope whatever
 * the body says (section 6). Every answer carries `X-Read-Model-Position`, the event-store
 * position the figures reflect; the CSVs end with it.
 */
@Injectable()
export class ReportAnswers {
  constructor(
    private readonly scope: ReportScopeService,
    private readonly reader: ReportsReader,
  ) {}

  async stamped<T>(response: Sendable, report: ReportSource, work: () => Promise<T>): Promise<T> {
    const position = await this.reader.position(report);
    const result = await work();
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    return result;
  }

  /** A row report: the filter scoped, the rows and their position read in one snapshot. */
  async rows<Route extends ExportRoute>(
    input: ReportFilter,
    caller: Caller,
    response: Response,
    route: Route,
  ): Promise<ExportRow<Route>[]> {
    const filter = await this.scope.resolve(caller, input);
    const { position, rows } = await this.reader.rows(route, filter);
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    return rows;
  }

  /** The same, as relatorio.csv: streamed from one snapshot, through a cursor. */
  async csv(
    input: ReportFilter,
    caller: Caller,
    meta: RequestMeta,
    response: Response,
    route: ExportRoute,
  ): Promise<void> {
    const filter = await this.scope.resolve(caller, input);
    await streamCsv(response, 'relatorio.csv', () =>
      this.reader.snapshot(route, filter, async ({ position, pages }) => {
        response.setHeader(READ_MODEL_POSITION_HEADER, position);
        const columns = EXPORT_COLUMNS[route] as readonly CsvColumn<object>[];
        await writeReportCsv(responseSink(response), columns, meta.language, pages, position);
      }),
    );
  }
}
