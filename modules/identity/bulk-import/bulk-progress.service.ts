import type { Job } from 'bullmq';
import type { BulkImportProgress, BulkRowOutcome } from '@school/modules/identity';

/**
 * `job.updateProgress({done, total, created, refused})` at every 1% of the rows (and at the
 * start and the end); the app's JobEventsBridge forwards each to the requester's sockets.
 */
export class ProgressReporter {
  private readonly progress: BulkImportProgress;
  private readonly step: number;
  private reported = -1;

  constructor(
    private readonly job: Job,
    total: number,
  ) {
    this.progress = { done: 0, total, created: 0, refused: 0 };
    this.step = Math.max(1, Math.floor(total / 100));
  }

  count(outcomes: readonly BulkRowOutcome[]): void {
    for (const o of outcomes) {
      this.progress.done++;
      if (o.reason === null) this.progress.created++;
      else this.progress.refused++;
    }
  }

  async report(always: boolean): Promise<void> {
    const { done } = this.progress;
    if (
      done === this.reported ||
      (!always && done - this.reported < this.step && done !== this.progress.total)
    )
      return;
    this.reported = done;
    await this.job.updateProgress({ ...this.progress });
  }
}
