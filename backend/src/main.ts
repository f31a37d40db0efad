import './threadpool.js';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app.js';
import { apiDocsEnabled, ConfigError, loadConfig, type Config } from './config/config.js';
import { stopGracefully } from './graceful-stop.js';

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
  stopOnSignals(app, config);
  await app.listen(config.PORT);
  new Logger('Main').log(
    `School platform ready on http://localhost:${config.PORT} (API /api, ${
      apiDocsEnabled(config) ? 'docs /api/docs' : 'docs off'
    }, event store ${config.EVENTSTORE_URL ? 'KurrentDB' : 'PostgreSQL'})`,
  );
}

/** SIGTERM or Ctrl+C: a graceful stop, then exit 0; a second signal meanwhile ends the process at once. */
function stopOnSignals(app: NestExpressApplication, config: Config): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      new Logger('Stop').warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    stopGracefully(app, config, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        new Logger('Stop').error(`the stop failed: ${(error as Error)?.stack ?? String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
