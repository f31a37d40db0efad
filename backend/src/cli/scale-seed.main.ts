import 'reflect-metadata';
import { sql } from 'kysely';
import type { Db } from '@school/projections/kernel';
import { createApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { DATABASE, EVENT_STORE } from '../core/tokens.js';
import { scaleSize, seedScale, settle, SCALE_PASSWORD } from './scale-seed.js';

/**
 * `npm run seed:scale`: issue 14's network (100,000 students in 50 schools and 500 classes,
 * 1,000,000 graded answers, 5,000,000 sign-in attempts); `SEED_SCALE=0.1` writes a tenth of it.
 * Waits for the projectors to build the read models before it ends.
 */
async function main(): Promise<void> {
  const factor = Number(process.env.SEED_SCALE ?? '1');
  if (!(factor > 0 && factor <= 1)) throw new Error('SEED_SCALE must be a number above 0 and at most 1');
  const size = scaleSize(factor);
  const config = loadConfig();
  const app = await createApp({ ...config, LOG_LEVEL: 'warn' });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  try {
    log(
      `Scale network ×${factor}: ${size.schools} schools, ${size.schools * size.unitsPerSchool * size.classesPerUnit} classes, ` +
        `${size.schools * size.unitsPerSchool * size.classesPerUnit * size.studentsPerClass} students (password ${SCALE_PASSWORD})`,
    );
    await seedScale(app, size, log);
    const since = Date.now();
    await settle(app.get(CommandPipeline), app.get(EVENT_STORE));
    log(`Read models caught up in ${((Date.now() - since) / 1000).toFixed(1)} s`);
    // A bulk load leaves statistics and the visibility map behind (autovacuum may be off, or not there yet).
    await sql`vacuum (analyze)`.execute(app.get<Db>(DATABASE));
    log('Statistics and visibility map refreshed (VACUUM ANALYZE)');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
