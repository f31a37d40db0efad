import { UnrecoverableError } from 'bullmq';
import type { BulkUserRow } from '@school/modules/identity';
import { SealedPayloadError, type JobSecrets } from '@school/backend/jobs/job-secrets';
import type { BulkImportJobData } from './bulk-import.job.js';

/**
 * A bulk import's passwords never reach Redis in clear. The rows the job carries have each
 * password masked with as many `*` (the password rules are about length only, so the rows are
 * judged alike), and the passwords travel apart, in order, as one JSON list sealed for the job
 * (AES-256-GCM, see JobSecrets). Only the worker opens them, to hash each one.
 */
export function sealPasswords(
  secrets: JobSecrets,
  jobId: string,
  rows: readonly BulkUserRow[],
): { rows: BulkUserRow[]; sealedPasswords: string } {
  return {
    rows: rows.map((row) => ({ ...row, txtSenha: '*'.repeat(row.txtSenha.length) })),
    sealedPasswords: secrets.seal(JSON.stringify(rows.map((row) => row.txtSenha)), sealContext(jobId)),
  };
}

/**
 * The passwords, row by row. Gone (the job ended before, they were dropped), sealed under
 * another secret (JWT_SECRET changed while it waited) or tampered with: the file must come
 * again, and a resubmission resumes the import where it stopped.
 */
export function openPasswords(secrets: JobSecrets, jobId: string, data: BulkImportJobData): string[] {
  if (!data.sealedPasswords) throw new UnrecoverableError('bulk.lost');
  try {
    const passwords: unknown = JSON.parse(secrets.open(data.sealedPasswords, sealContext(jobId)));
    if (
      Array.isArray(passwords) &&
      passwords.length === data.rows.length &&
      passwords.every((p) => typeof p === 'string')
    )
      return passwords as string[];
  } catch (error) {
    if (!(error instanceof SealedPayloadError)) throw error;
  }
  throw new UnrecoverableError('bulk.lost');
}

const sealContext = (jobId: string) => `bulk-users:${jobId}:passwords`;
