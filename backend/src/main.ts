import './threadpool.js';
import 'reflect-metadata';
import { createApp } from './app.js';
import { apiDocsEnabled, ConfigError, loadConfig } from './config/config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.PORT);
  process.stdout.write(
    `School platform ready on http://localhost:${config.PORT} (API /api, ${
      apiDocsEnabled(config) ? 'docs /api/docs' : 'docs off'
    }, event store ${config.EVENTSTORE_URL ? 'KurrentDB' : 'PostgreSQL'})\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Start failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
