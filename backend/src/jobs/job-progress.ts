/**
 * A job's progress as its processor last reported it (`job.updateProgress({ done, total, … })`),
 * or `before` while it has reported none (BullMQ starts every job at the number 0).
 */
export function progressOf<P extends { done: number; total: number }>(progress: unknown, before: P): P {
  return typeof progress === 'object' && progress !== null && 'done' in progress && 'total' in progress
    ? (progress as P)
    : before;
}
