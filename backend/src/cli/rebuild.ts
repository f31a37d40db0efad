import { rebuildProjection } from '../projection-engine/rebuild.js';
import { cliStorage, closeStorage, namedReadModels } from './cli-storage.js';

/**
 * `npm run projections:rebuild [name]`: replays the whole log into fresh tables and swaps them
 * in. Safe while the app runs: the swap takes the checkpoint lock the live projector uses.
 */
async function main(): Promise<void> {
  const projections = namedReadModels();
  const storage = await cliStorage();
  try {
    for (const projection of projections) {
      const result = await rebuildProjection(storage.db, storage.store, projection);
      const rate = result.events / Math.max(result.ms / 1000, 0.001);
      process.stdout.write(
        `${result.projection}: ${result.events} events replayed in ${(result.ms / 1000).toFixed(2)} s (${Math.round(rate)} events/s)${result.parked ? `, ${result.parked} parked (decision 0056)` : ''}\n`,
      );
    }
  } finally {
    await closeStorage(storage);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Rebuild failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
