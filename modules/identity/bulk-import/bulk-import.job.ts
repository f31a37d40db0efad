import { join } from 'node:path';
import {
  bulkImportResultUrl,
  bulkOutcome,
  bulkSummary,
  type BulkClass,
  type BulkImportResult,
  type BulkUserImportCompletedData,
  type BulkUserRow,
} from '@school/modules/identity';
import type { Caller } from '@school/backend/auth/token.service';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { RequestedJobData } from '@school/backend/jobs/queues';

export const BULK_QUEUE = 'bulk-users' as const;

/**
 * What the import job needs, all of it from the request: the file's rows, the class, and who
 * asked, with the scope their token had then. This is what Redis holds: no password in clear.
 */
export interface BulkImportJobData extends RequestedJobData {
  requester: Caller;
  turma: BulkClass;
  /** The file's rows, each password masked with as many `*` (see bulk-passwords.policy.ts). */
  rows: BulkUserRow[];
  /** The rows' passwords, sealed for this job; dropped once the job is over (see BulkImportProcessor). */
  sealedPasswords?: string;
  fileHash: string;
  correlationId: string;
  ip: string;
  userAgent: string;
}

/** The request the job acts for: its events carry the requester as actor, as the single form's do. */
export function jobMeta(data: BulkImportJobData): RequestMeta {
  return {
    user: data.requester,
    correlationId: data.correlationId,
    idempotencyKey: null,
    ip: data.ip,
    userAgent: data.userAgent,
    language: 'pt',
  };
}

/** `FILES_DIR/bulk/<jobId>/usuarios.csv`; the job id is a uuid the server made, never client text. */
export function bulkResultPath(filesRoot: string, jobId: string): string {
  return join(filesRoot, 'bulk', jobId, 'usuarios.csv');
}

/** What the job answers (and `bulk-users:done` carries), from the import's counts. */
export function importResult(counts: BulkUserImportCompletedData): BulkImportResult {
  return {
    ...counts,
    message: bulkSummary(counts),
    outcome: bulkOutcome(counts),
    resultUrl: bulkImportResultUrl(counts.jobId),
  };
}
