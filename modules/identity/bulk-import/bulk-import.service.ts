import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { z } from 'zod';
import {
  DomainError,
  fold,
  Profile,
  readStreamOf,
  translate,
  type EventStore,
  type Language,
  type MessageCode,
} from '@school/modules/kernel';
import {
  bulkClassSchema,
  bulkImportDecider,
  bulkImportStream,
  bulkJsonRowSchema,
  isBulkImportEvent,
  bulkRowsFromJson,
  MAX_BULK_ROWS,
  parseUserCsv,
  type BulkClass,
  type BulkImportPhase,
  type BulkImportProgress,
  type BulkImportState,
  type BulkImportStatus,
  type BulkUserRow,
} from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { findClass } from '@school/projections/class-list';
import { inScope } from '@school/backend/auth/scope';
import type { Caller } from '@school/backend/auth/token.service';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE, EVENT_STORE } from '@school/backend/core/tokens';
import { FileStorage } from '@school/backend/files/file-storage';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import { eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { deterministicId, UUID } from '@school/backend/jobs/deterministic-id';
import { failureCode } from '@school/backend/jobs/job-events.bridge';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { progressOf } from '@school/backend/jobs/job-progress';
import { JobSecrets } from '@school/backend/jobs/job-secrets';
import { BULK_QUEUE, bulkResultPath, importResult, type BulkImportJobData } from './bulk-import.job.js';
import { sealPasswords } from './bulk-passwords.policy.js';
import { RunningImports } from './running-imports.service.js';

/** What a submission carries: the class, and the file (multipart) or the rows (the legacy JSON). */
export interface BulkSubmission {
  codBseTurma: unknown;
  file?: UploadedFile;
  rows?: unknown;
}

const jsonRowsSchema = z.array(z.unknown(), { error: 'generic.invalid' });

/**
 * Bulk user creation from the request's side: checks the class and the file before any job
 * starts, records the request and enqueues one job per (requester, class, file content), one
 * running import per requester, and answers the import's state to its requester (or a Master)
 * at any time.
 */
@Injectable()
export class BulkImportService {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queues: JobQueues,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(JobSecrets) private readonly secrets: JobSecrets,
    @Inject(RunningImports) private readonly running: RunningImports,
  ) {}

  async submit(caller: Caller, meta: RequestMeta, submission: BulkSubmission): Promise<BulkImportStatus> {
    const parsedClass = bulkClassSchema.safeParse(submission.codBseTurma);
    if (!parsedClass.success) throw new DomainError('bulk.classRequired');
    const turma = await this.classInScope(caller, parsedClass.data);
    const { rows, fileHash, fileName } = this.readRows(submission);

    const jobId = deterministicId(`${BULK_QUEUE}:${caller.userId}:${turma.codBseTurma}:${fileHash}`);
    await this.running.inTurn(caller.userId, async (turn) => {
      // The same file again is the same import (answered as it stands); another file waits for
      // the running one to end. A completed import only answers: it never runs again.
      if ((await this.importState(jobId)).status !== 'completed') {
        const other = await turn.running(jobId);
        // Completed in the store, its job may still be waiting for the read models: it is over.
        const otherState = other ? await this.importState(other.id!) : null;
        if (other && otherState?.status !== 'completed') throw await this.alreadyRunning(other, otherState);
      }
      await this.request(caller, meta, { jobId, turma, rows, fileHash, fileName });
      if (await this.enqueue(jobId, this.jobData(caller, meta, { jobId, turma, rows, fileHash })))
        await turn.hold(jobId);
    });
    return this.status(caller, jobId, meta.language);
  }

  /** Records the request on the import's stream (the same file again appends nothing). */
  private async request(
    caller: Caller,
    meta: RequestMeta,
    { jobId, turma, rows, fileHash, fileName }: Submitted & { fileName: string | null },
  ): Promise<void> {
    await this.pipeline.run({
      stream: bulkImportStream(jobId),
      decider: bulkImportDecider,
      command: {
        type: 'RequestBulkUserImport',
        data: {
          jobId,
          requester: caller.userId,
          requesterProfile: caller.profile,
          codBseTurma: turma.codBseTurma,
          rows: rows.length,
          fileHash,
          fileName,
        },
      },
      context: { now: new Date(), actor: null },
      metadata: eventMetadata(meta),
      eventIds: (i) => deterministicId(`${jobId}:RequestBulkUserImport:${i}`),
    });
  }

  /** What the job carries to Redis: the rows with their passwords masked, and sealed apart. */
  private jobData(
    caller: Caller,
    meta: RequestMeta,
    { jobId, turma, rows, fileHash }: Submitted,
  ): BulkImportJobData {
    return {
      requesterId: caller.userId,
      requester: {
        userId: caller.userId,
        profile: caller.profile,
        schoolId: caller.schoolId,
        unitId: caller.unitId,
        login: caller.login,
      },
      turma,
      ...sealPasswords(this.secrets, jobId, rows),
      fileHash,
      correlationId: meta.correlationId,
      ip: meta.ip,
      userAgent: meta.userAgent,
    };
  }

  /**
   * One job per import: a job still known is left alone (the same file twice is one job); one
   * that gave up is replaced by this submission's, which resumes where it stopped (the plan and
   * the users created stay); a completed import is not run again. True when the import runs.
   */
  private async enqueue(jobId: string, data: BulkImportJobData): Promise<boolean> {
    const state = await this.importState(jobId);
    if (state.status === 'completed') return false;
    const job = await this.queues.job(BULK_QUEUE, jobId);
    if (job && (await job.getState()) === 'failed') await job.remove();
    await this.queues.add(BULK_QUEUE, 'import', data, jobId);
    return true;
  }

  /** 409 naming the requester's running import: its file (or the list's size), class, progress and id. */
  private async alreadyRunning(job: Job, state: BulkImportState | null): Promise<DomainError> {
    const data = job.data as BulkImportJobData;
    const fileName = !state || state.status === 'absent' ? null : state.requested.fileName;
    const found = await findClass(this.db, data.turma.codBseTurma);
    const total = data.rows.length;
    const params = {
      jobId: job.id!,
      file: fileName ?? '',
      turma: found?.nomTurma ?? String(data.turma.codBseTurma),
      done: progressOf(job.progress, { done: 0, total }).done,
      total,
    };
    return new DomainError(fileName ? 'bulk.alreadyRunning' : 'bulk.alreadyRunningList', { params });
  }

  /** GET .../criarUsuariosEmMassa/{jobId}: the requester's (or a Master's) view of an import. */
  async status(caller: Caller, jobId: string, language: Language = 'pt'): Promise<BulkImportStatus> {
    const state = await this.requestedBy(caller, jobId);
    const { requested } = state;
    const base = { jobId, codBseTurma: requested.codBseTurma, rows: requested.rows };
    const waiting: BulkImportProgress = { done: 0, total: requested.rows, created: 0, refused: 0 };
    if (state.status === 'completed') {
      const { total, created, refused } = state.completed;
      return {
        ...base,
        status: 'completed',
        progress: { done: total, total, created, refused },
        result: importResult(state.completed),
        failure: null,
      };
    }
    const job = await this.queues.job(BULK_QUEUE, jobId);
    if (!job)
      return {
        ...base,
        status: 'failed',
        progress: waiting,
        result: null,
        failure: failure('bulk.lost', language),
      };
    const jobState = await job.getState();
    const progress = progressOf(job.progress, waiting);
    if (jobState === 'failed')
      return {
        ...base,
        status: 'failed',
        progress,
        result: null,
        failure: failure(failureCode(job.failedReason), language),
      };
    const status: BulkImportPhase = jobState === 'active' ? 'running' : 'queued';
    // 'completed' in BullMQ but not yet in the store cannot last: the job completes the import first.
    return { ...base, status, progress, result: null, failure: null };
  }

  /** The result file's path, once the import is over. */
  async resultFile(caller: Caller, jobId: string): Promise<{ path: string; size: number }> {
    const state = await this.requestedBy(caller, jobId);
    const path = bulkResultPath(this.storage.root, jobId);
    const size = await this.storage.size(path);
    if (state.status !== 'completed' || size === null) throw new DomainError('bulk.notFinished');
    return { path, size };
  }

  /** The import, when the caller asked for it or is a Master; anything else is a 404 alike. */
  private async requestedBy(
    caller: Caller,
    jobId: string,
  ): Promise<Exclude<BulkImportState, { status: 'absent' }>> {
    if (!UUID.test(jobId)) throw new DomainError('generic.notFound');
    const state = await this.importState(jobId);
    if (state.status === 'absent') throw new DomainError('generic.notFound');
    if (state.requested.requester !== caller.userId && caller.profile !== Profile.Master)
      throw new DomainError('generic.notFound');
    return state;
  }

  private async importState(jobId: string): Promise<BulkImportState> {
    return fold(
      bulkImportDecider,
      await readStreamOf(this.store, bulkImportStream(jobId), isBulkImportEvent),
    );
  }

  /** The chosen class, within the caller's scope (a class outside it is answered like a missing one). */
  private async classInScope(caller: Caller, codBseTurma: number): Promise<BulkClass> {
    const found = await findClass(this.db, codBseTurma);
    if (
      !found ||
      !inScope(caller, {
        schoolId: found.codBseEscola,
        unitId: found.codBseUnidade,
        classId: found.codBseTurma,
      })
    )
      throw new DomainError('user.classNotFound');
    return {
      codBseTurma: found.codBseTurma,
      codBseEscola: found.codBseEscola,
      codBseUnidade: found.codBseUnidade,
    };
  }

  /** The rows, read the way the screen's preview reads them; every refusal comes before any job. */
  private readRows(submission: BulkSubmission): {
    rows: BulkUserRow[];
    fileHash: string;
    fileName: string | null;
  } {
    if (submission.file) {
      const bytes = submission.file.buffer;
      const parsed = parseUserCsv(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (!parsed.ok) throw new DomainError(parsed.code, { params: parsed.params });
      return {
        rows: parsed.rows,
        fileHash: sha256(bytes),
        fileName: cleanName(submission.file.originalname),
      };
    }
    if (submission.rows === undefined) throw new DomainError('file.missing');
    const list = jsonRowsSchema.parse(submission.rows);
    if (list.length === 0) throw new DomainError('bulk.empty');
    if (list.length > MAX_BULK_ROWS)
      throw new DomainError('bulk.tooManyRows', { params: { rows: list.length, max: MAX_BULK_ROWS } });
    const rows = bulkRowsFromJson(z.array(bulkJsonRowSchema).parse(list));
    return { rows, fileHash: sha256(Buffer.from(JSON.stringify(rows))), fileName: null };
  }
}

/** A checked submission: its import's id, class, rows (passwords in clear: memory only) and content hash. */
interface Submitted {
  jobId: string;
  turma: BulkClass;
  rows: BulkUserRow[];
  fileHash: string;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function failure(code: MessageCode, language: Language): { code: MessageCode; message: string } {
  return { code, message: translate(code, language) };
}

/** The file name as the user knows it, for the audit: no path, no control characters, bounded. */
function cleanName(name: string): string | null {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const base = printable.replace(/\\/g, '/').split('/').pop()?.trim() ?? '';
  return base ? base.slice(0, 255) : null;
}
