import type { Projection } from '@school/projections/kernel';
import { loadConfig, type Config } from '../config/config.js';
import { prepareStorage } from '../core/core.module.js';
import { ALL_PROJECTIONS } from '../projections.js';

/**
 * The read models a command names in its first argument (all of them when it names none); an
 * unknown name ends the process with the known ones listed.
 */
export function namedReadModels(wanted: string | undefined = process.argv[2]): Projection[] {
  const projections = wanted ? ALL_PROJECTIONS.filter((p) => p.name === wanted) : ALL_PROJECTIONS;
  if (projections.length === 0) {
    process.stderr.write(
      `Unknown read model "${wanted}". Known: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}\n`,
    );
    process.exit(2);
  }
  return projections;
}

/** Storage for the command-line tools, configured from the same environment as the app. */
export async function cliStorage(): Promise<Awaited<ReturnType<typeof prepareStorage>> & { config: Config }> {
  const config = loadConfig();
  const storage = await prepareStorage(config);
  return { ...storage, config };
}

export async function closeStorage(storage: Awaited<ReturnType<typeof cliStorage>>): Promise<void> {
  await storage.store.close();
  await storage.db.destroy();
}
