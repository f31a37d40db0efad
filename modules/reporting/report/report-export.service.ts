import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DomainError, Profile, translate, type Language } from '@school/modules/kernel';
import type { ReportExportRequest, ReportExportStatus } from '@school/modules/reporting';
import type { Caller } from '@school/backend/auth/token.service';
import { FileStorage } from '@school/backend/files/file-storage';
import { deterministicId, UUID } from '@school/backend/jobs/deterministic-id';
import { failureCode } from '@school/backend/jobs/job-events.bridge';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { progressOf } from '@school/backend/jobs/job-progress';
import { RequesterTurns } from '@school/backend/jobs/requester-turns.service';
import {
  EXPORT_QUEUE,
  reportExportPath,
  type ReportExportJobData,
  type ReportExportResult,
  storedFilter,
} from './report-export.job.js';
import { ReportScopeService } from './report-scope.service.js';
import { EXPORT_SOURCES, ReportsReader } from './reports.reader.js';

type ExportJob = Job<ReportExportJobData, ReportExportResult>;

/**
 * Report exports from the request's side: the filter scoped to the caller, one job per
 * (requester, report, filter, language, read-model position), so a repeated click or a retried
 * request while nothing changed is the same job and the same file; new data makes a new one.
 * Only the requester (or a Master) sees a job or downloads its file. A requester has one export
 * waiting or running at a time (409 `report.exportRunning` for another), and REPORT_EXPORTS_PER_HOUR
 * requests an hour (429, the controller's limit).
 */
@Injectable()
export class ReportExportService {
  constructor(
    private readonly scope: ReportScopeService,
    private readonly reader: ReportsReader,
    private readonly queues: JobQueues,
    @Inject(RequesterTurns) private readonly turns: RequesterTurns,
    @Inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  async submit(
    caller: Caller,
    request: ReportExportRequest,
    language: Language,
  ): Promise<ReportExportStatus> {
    const { relatorio, ...filter } = request;
    const scoped = storedFilter(await this.scope.resolve(caller, filter));
    const position = await this.reader.position(EXPORT_SOURCES[relatorio]);
    const jobId = deterministicId(
      `report-export:${caller.userId}:${relatorio}:${JSON.stringify(scoped)}:${language}:${position}`,
    );
    // One running export per requester (as bulk imports): another one waiting or running is a 409.
    await this.turns.inTurn('report-exports', EXPORT_QUEUE, caller.userId, async (turn) => {
      const known = (await this.queues.job(EXPORT_QUEUE, jobId)) as ExportJob | undefined;
      const state = known ? await known.getState() : 'unknown';
      // A job that gave up is replaced by this request's; one waiting, running or done is answered as it is.
      if (state !== 'failed' && state !== 'unknown') return;
      const other = await turn.running(jobId);
      if (other) throw new DomainError('report.exportRunning', { params: { jobId: other.id! } });
      if (state === 'failed') await known!.remove();
      const data: ReportExportJobData = { requesterId: caller.userId, relatorio, filter: scoped, language };
      await this.queues.add(EXPORT_QUEUE, 'export', data, jobId);
      await turn.hold(jobId);
    });
    return this.status(caller, jobId, language);
  }

  /** GET /rel_relatorio/exportar/{jobId}: where the export is. */
  async status(caller: Caller, jobId: string, language: Language): Promise<ReportExportStatus> {
    const asked = await this.requestedBy(caller, jobId);
    const state = await asked.getState();
    // The job was read before its state: a worker that finished it in between left that copy
    // without its result (returnvalue null, a 500 once). An ended job is read again, after its
    // state: BullMQ writes the result and moves the job in one step, so this copy has it.
    const job = state === 'completed' || state === 'failed' ? await this.ended(jobId) : asked;
    const progress = progressOf(job.progress, { done: 0, total: 0 });
    const base = {
      jobId,
      relatorio: job.data.relatorio,
      progress,
      rows: null,
      position: null,
      downloadUrl: null,
      failure: null,
    };
    if (state === 'completed') {
      const result = job.returnvalue;
      return {
        ...base,
        status: 'completed',
        progress: { done: result.rows, total: result.rows },
        rows: result.rows,
        position: result.position,
        downloadUrl: result.downloadUrl,
      };
    }
    if (state === 'failed') {
      const reason = failureCode(job.failedReason);
      const code = reason === 'generic.server' ? 'report.exportFailed' : reason;
      return { ...base, status: 'failed', failure: { code, message: translate(code, language) } };
    }
    return { ...base, status: state === 'active' ? 'running' : 'queued' };
  }

  /** An ended job read again (gone meanwhile: replaced by a new request after failing, or forgotten). */
  private async ended(jobId: string): Promise<ExportJob> {
    const job = (await this.queues.job(EXPORT_QUEUE, jobId)) as ExportJob | undefined;
    if (!job) throw new DomainError('generic.notFound');
    return job;
  }

  /** The finished export's file. */
  async file(caller: Caller, jobId: string): Promise<{ path: string; size: number }> {
    const job = await this.requestedBy(caller, jobId);
    const path = reportExportPath(this.storage.root, jobId);
    const size = await this.storage.size(path);
    if ((await job.getState()) !== 'completed' || size === null)
      throw new DomainError('report.exportNotFinished');
    return { path, size };
  }

  /** The job, when the caller asked for it or is a Master; anything else is a 404 alike. */
  private async requestedBy(caller: Caller, jobId: string): Promise<ExportJob> {
    if (!UUID.test(jobId)) throw new DomainError('generic.notFound');
    const job = (await this.queues.job(EXPORT_QUEUE, jobId)) as ExportJob | undefined;
    if (!job || (job.data.requesterId !== caller.userId && caller.profile !== Profile.Master))
      throw new DomainError('generic.notFound');
    return job;
  }
}
