import { loadConfig, type Config } from '../config/config.js';
import { prepareStorage } from '../core/core.module.js';

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
