import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../src/config/config.js';

/** The standalone worker as `npm run worker` runs it (built by `npm run build:backend`). */
export const WORKER = fileURLToPath(new URL('../dist/src/jobs/worker.main.js', import.meta.url));

/**
 * A killed worker's job is taken again once its lock lapses and a worker's stalled check sees
 * it: short enough for a test to wait on, for the app and its workers alike.
 */
export const JOB_TIMING = { JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000' };

/** Starts a worker process on the app's database, Redis prefix, files and secret. */
export function startWorker(config: Config, started: ChildProcess[]): ChildProcess {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      FILES_DIR: config.FILES_DIR,
      JWT_SECRET: config.JWT_SECRET,
      PERSONAL_DATA_KEY: config.PERSONAL_DATA_KEY,
      LOG_LEVEL: 'error',
      ...JOB_TIMING,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
}

/** `kill -9`, resolved once the process is gone. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
