import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { ExportRoute } from '@school/modules/reporting';
import { FileStorage } from '../../files/file-storage.js';
import { JobWorkers, type JobProcessor } from '../../jobs/job-workers.service.js';
import { type CsvColumn, EXPORT_COLUMNS, responseSink, writeReportCsv } from './report-csv.views.js';
import {
  EXPORT_QUEUE,
  reportExportPath,
  reportExportUrl,
  type ReportExportJobData,
  type ReportExportResult,
  scopedFilter,
} from './report-export.job.js';
import { ReportsReader } from './reports.reader.js';

/**
 * Builds relatorio.csv for an export job: the report's rows counted, then streamed from one
 * snapshot through a cursor into a file that appears whole once written, with the job's
 * progress ({done, total}) after every page. A retried job writes the file again from a new
 * snapshot: the file always states the position its rows reflect.
 */
@Injectable()
export class ReportExportProcessor
  implements JobProcessor<ReportExportJobData, ReportExportResult>, OnModuleInit
{
  readonly queue = EXPORT_QUEUE;

  constructor(
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(ReportsReader) private readonly reader: ReportsReader,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  async process(job: Job<ReportExportJobData, ReportExportResult>): Promise<ReportExportResult> {
    const { relatorio, filter, language } = job.data;
    const path = reportExportPath(this.storage.root, job.id!);
    const route: ExportRoute = relatorio;
    return this.reader.snapshot(route, scopedFilter(filter), async ({ position, count, pages }) => {
      const total = await count();
      await job.updateProgress({ done: 0, total });
      const columns = EXPORT_COLUMNS[route] as readonly CsvColumn<object>[];
      const rows = await this.storage.writeStreamAtomic(path, (stream) =>
        writeReportCsv(responseSink(stream), columns, language, pages, position, (done) =>
          job.updateProgress({ done, total }),
        ),
      );
      return { rows, position, downloadUrl: reportExportUrl(job.id!) };
    });
  }
}
