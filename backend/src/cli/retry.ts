import { retryParked } from '../projection-engine/parked-events.js';
import { cliStorage, closeStorage, namedReadModels } from './cli-storage.js';

/**
 * `npm run projections:retry [name]`: applies the parked events of every read model (or of the one
 * named) again, in the order of the log, once the code that failed on them is fixed (decision 0056).
 * Safe while the app runs. Exits 1 when events are still parked, so a deploy script can tell.
 */
async function main(): Promise<void> {
  const projections = namedReadModels();
  const storage = await cliStorage();
  let left = 0;
  try {
    const results = await retryParked(storage.db, storage.store, projections);
    if (results.length === 0) process.stdout.write('No parked events.\n');
    for (const r of results) {
      left += r.stillParked;
      process.stdout.write(`${r.projection}: ${r.applied} events applied, ${r.stillParked} still parked\n`);
    }
  } finally {
    await closeStorage(storage);
  }
  if (left > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`Retry failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
