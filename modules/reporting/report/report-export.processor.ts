import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import { FileStorage } from '@school/backend/files/file-storage';
import { JobWorkers, type JobProcessor } from '@school/backend/jobs/job-workers.service';
import { type CsvColumn, EXPORT_COLUMNS, responseSink, writeReportCsv } from './report-csv.views.js';
import {
  EXPORT_KEPT_MS,
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
 * snapshot: the file always states the position its rows reflect. Each export also removes the
 * files of exports older than a day (BullMQ forgets those jobs by then: nobody can ask for them).
 */
@Injectable()
export class ReportExportProcessor
  implements JobProcessor<ReportExportJobData, ReportExportResult>, OnModuleInit
{
  readonly queue = EXPORT_QUEUE;
  private readonly logger = new Logger('ReportExports');

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
    return this.reader.snapshot(relatorio, scopedFilter(filter), async ({ position, count, pages }) => {
      const total = await count();
      await job.updateProgress({ done: 0, total });
      const columns = EXPORT_COLUMNS[relatorio] as readonly CsvColumn<object>[];
      const rows = await this.storage.writeStreamAtomic(path, (stream) =>
        writeReportCsv(responseSink(stream), columns, language, pages, (done) =>
          job.updateProgress({ done, total }),
        ),
      );
      await this.sweep(new Date()).catch((error: unknown) =>
        this.logger.warn(`could not remove old exports: ${(error as Error).message}`),
      );
      return { rows, position, downloadUrl: reportExportUrl(job.id!) };
    });
  }

  /** Removes the exports written before `now` minus a day; answers how many. */
  sweep(now: Date): Promise<number> {
    return this.storage.removeFoldersOlderThan('reports', EXPORT_KEPT_MS, now);
  }
}
