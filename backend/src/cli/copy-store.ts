import { loadConfig } from '../config/config.js';
import { prepareDatabase } from '../core/core.module.js';
import { KurrentDbEventStore } from '../event-store/kurrentdb-event-store.js';
import { copyStoreSealed } from '../personal-data/copy-store-sealed.js';
import { PRIVACY_REGISTER } from '../personal-data/privacy-register.js';
import { SealingEventStore } from '../personal-data/sealing-event-store.js';

/** A store's address for the console: its scheme, host and path, never its credentials. */
function shown(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * `npm run privacy:copy-store -- <kurrentdb://…>`: copies the configured KurrentDB store
 * (EVENTSTORE_URL) into an empty cluster with every personal value sealed (decision 0061:
 * KurrentDB cannot rewrite its events in place; the PostgreSQL store seals in place at start).
 * The keys stay in the app's database. Running it again finishes an interrupted copy. Then point
 * EVENTSTORE_URL at the target, run `npm run projections:rebuild`, and delete the old store.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target || !/^(kurrentdb|esdb)(\+discover)?:\/\//.test(target)) {
    process.stderr.write('Usage: npm run privacy:copy-store -- <kurrentdb://… of an empty cluster>\n');
    process.exit(2);
  }
  const config = loadConfig();
  const { db, keys } = await prepareDatabase(config);
  if (!config.EVENTSTORE_URL) {
    process.stderr.write(
      'EVENTSTORE_URL is unset: the PostgreSQL store seals its events in place at start.\n',
    );
    process.exit(2);
  }
  const source = new KurrentDbEventStore(config.EVENTSTORE_URL);
  const into = new KurrentDbEventStore(target);
  try {
    const sealing = new SealingEventStore(into, PRIVACY_REGISTER, keys);
    const copied = await copyStoreSealed(source, into, sealing, {
      onPage: (events) => process.stdout.write(`\r${events} events copied`),
    });
    process.stdout.write(
      `\rCopied ${copied.events} events of ${copied.streams} streams, sealed, into ${shown(target)}.\n` +
        'Next: set EVENTSTORE_URL to it, run `npm run projections:rebuild`, then delete the old store.\n',
    );
  } finally {
    await into.close();
    await source.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Copy failed: ${(error as Error)?.message ?? String(error)}\n`);
  process.exit(1);
});
