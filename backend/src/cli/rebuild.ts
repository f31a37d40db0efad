import { ALL_PROJECTIONS } from '../projections.js';
import { rebuildProjection } from '../projection-engine/rebuild.js';
import { cliStorage, closeStorage } from './cli-storage.js';

/**
 * `npm run projections:rebuild [name]`: replays the whole log into fresh tables and swaps them
 * in. Safe while the app runs: the swap takes the checkpoint lock the live projector uses.
 */
async function main(): Promise<void> {
  const wanted = process.argv[2];
  const projections = wanted ? ALL_PROJECTIONS.filter((p) => p.name === wanted) : ALL_PROJECTIONS;
  if (projections.length === 0) {
    process.stderr.write(
      `Unknown read model "${wanted}". Known: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}\n`,
    );
    process.exit(2);
  }
  const storage = await cliStorage();
  try {
    for (const projection of projections) {
      const result = await rebuildProjection(storage.db, storage.store, projection);
      const rate = result.events / Math.max(result.ms / 1000, 0.001);
      process.stdout.write(
        `${result.projection}: ${result.events} events replayed in ${(result.ms / 1000).toFixed(2)} s (${Math.round(rate)} events/s)\n`,
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
