import type { DefaultJobOptions } from 'bullmq';

/** Every queue the app knows. A new kind of job adds its name here. */
export const QUEUE_NAMES = [
  'images',
  'bulk-users',
  'files-cleanup',
  'report-exports',
  'privacy-retention',
  'data-copies',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** What every job carries so its progress and outcome can reach the person who asked for it. */
export interface RequestedJobData {
  requesterId: number;
}

/**
 * The realtime event prefix per queue: `images` jobs become `image:progress`, `image:done`,
 * `image:failed` for the requester; `bulk-users` jobs (bulk user creation from a CSV) become
 * `bulk-users:progress`, `bulk-users:done`, `bulk-users:failed`.
 */
export const REALTIME_PREFIX: Record<QueueName, string> = {
  images: 'image',
  'bulk-users': 'bulk-users',
  // The orphan sweep is the system's own job: it has no requester to tell.
  'files-cleanup': 'files-cleanup',
  // relatorio.csv built by a job: `report-export:progress {id, progress: {done, total}}`, `:done`, `:failed`.
  'report-exports': 'report-export',
  // The daily upkeep of personal data (decision 0061: erasures finished, the access log's and the
  // data requests' retention): the system's own job, no requester either.
  'privacy-retention': 'privacy-retention',
  // A copy of one person's data (LGPD): `data-copy:progress {id, progress: {done, total: 100}}`, `:done`, `:failed`.
  'data-copies': 'data-copy',
};

/**
 * Bounded attempts with exponential backoff (1 s, 2 s, ...): transient faults (Redis hiccup,
 * a busy disk, the event store restarting) heal, a poisoned job stops. Finished jobs stay a
 * while so a late status request or a duplicate enqueue still finds them.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 5_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
