import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { EventStore } from '@school/modules/kernel';
import {
  type ExportRoute,
  type ExportRow,
  READ_MODEL_POSITION_HEADER,
  READ_MODEL_TIME_HEADER,
  type ReportFilter,
} from '@school/modules/reporting';
import type { Caller } from '@school/backend/auth/token.service';
import { EVENT_STORE } from '@school/backend/core/tokens';
import type { RequestMeta } from '@school/backend/http/request-meta';
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
 * position the figures reflect, and `X-Read-Model-Time`, up to when they are complete (a CSV's
 * too: in its headers, never as a row of the table).
 */
@Injectable()
export class ReportAnswers {
  constructor(
    private readonly scope: ReportScopeService,
    private readonly reader: ReportsReader,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async stamped<T>(response: Sendable, report: ReportSource, work: () => Promise<T>): Promise<T> {
    const position = await this.reader.position(report);
    const result = await work();
    await this.stamp(response, position);
    return result;
  }

  /**
   * The answer's `X-Read-Model-Position` and `X-Read-Model-Time`: up to when figures read at
   * `position` are complete. That is the time of the first event after it (everything before it is
   * in them), or now when there is none (they reflect every event the store holds).
   */
  private async stamp(response: Pick<Response, 'setHeader'>, position: string): Promise<void> {
    const now = new Date();
    const [next] = await this.store.readAll({ after: position || null, maxCount: 1 });
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    response.setHeader(READ_MODEL_TIME_HEADER, (next?.createdAt ?? now).toISOString());
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
    await this.stamp(response, position);
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
        await this.stamp(response, position);
        const columns = EXPORT_COLUMNS[route] as readonly CsvColumn<object>[];
        await writeReportCsv(responseSink(response), columns, meta.language, pages);
      }),
    );
  }
}
