import 'reflect-metadata';
import { createApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { seedDemo } from './demo-seed.js';

export { DEMO_PASSWORD, DEMO_SCHOOL, DEMO_UNITS, DEMO_USERS } from './demo-data.js';

/** `npm run seed:demo`: idempotent, so running it again changes nothing. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ ...config, LOG_LEVEL: 'warn' });
  try {
    process.stdout.write(`${(await seedDemo(app)).join('\n')}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
