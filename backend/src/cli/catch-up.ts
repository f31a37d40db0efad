import { comparePositions } from '@school/modules/kernel';
import { ensureProjectionTables } from '../projection-engine/checkpoint-store.js';
import { ProjectionRunner } from '../projection-engine/projection-runner.js';
import { ALL_PROJECTIONS } from '../projections.js';
import { cliStorage, closeStorage } from './cli-storage.js';

/**
 * Runs every projector until it has passed the head of the log, then exits: what a projector
 * process does at start, without the HTTP app. Used to prove crash safety (SIGKILL mid-replay).
 * PROJECTION_BATCH_SIZE sets the batch size.
 */
async function main(): Promise<void> {
  const storage = await cliStorage();
  const batchSize = Number(process.env.PROJECTION_BATCH_SIZE ?? 1000);
  const head = await storage.store.headPosition();
  for (const projection of ALL_PROJECTIONS) await ensureProjectionTables(storage.db, projection);
  const runner = new ProjectionRunner(ALL_PROJECTIONS, storage.db, storage.store, {
    batchSize,
    maxAttempts: 3,
    retryDelayMs: 100,
  });
  await runner.start();
  // A read model of an earlier version is rebuilt beside its old tables first.
  await runner.rebuilt;
  while (runner.states.some((s) => s.status === 'running' && comparePositions(s.position, head) < 0)) {
    await new Promise((r) => setTimeout(r, 20));
  }
  await runner.stop();
  const failed = runner.states.filter((s) => s.status === 'failed');
  await closeStorage(storage);
  if (failed.length) {
    process.stderr.write(failed.map((r) => `${r.projection.name}: ${r.lastError}`).join('\n') + '\n');
    process.exit(1);
  }
  process.stdout.write(`caught up to ${head ?? 'the empty log'}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Catch-up failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
