import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { Config } from '../src/config/config.js';
import { rebuildProjection } from '../src/projection-engine/rebuild.js';
import { ALL_PROJECTIONS } from '../src/projections.js';
import { scaleNetworkApp } from './bench-support.js';

/** Issue 24: every read model rebuilt from the log at 50,000 events/s or more. */
export const REBUILD_TARGET = 50_000;

type Print = (line: string) => void;

/**
 * Every read model rebuilt from the whole log of a `seed:scale` network (`BENCH_REBUILD_SCALE`,
 * 0.02 by default: 2,000 students), each alone, as `npm run projections:rebuild` does: the rate
 * counts every event of the log (a rebuild reads them all), as the scale figure of issue 24 does.
 * The database (`<database>_rebuild_<scale>`) is kept between runs, as seeding takes a while.
 */
export async function rebuildFigures(base: Config, print: Print): Promise<void> {
  const factor = Number(process.env.BENCH_REBUILD_SCALE ?? '0.02');
  const suffix = `_rebuild_${String(factor).replace('.', '_')}`;
  const url = base.DATABASE_URL.replace(/\/([^/?]*)(\?|$)/, `/$1${suffix}$2`);
  const { app, db, store } = await scaleNetworkApp(base, url, factor, 'bench-rebuild', print);
  try {
    const events = Number(
      (await sql<{ n: string }>`select count(*)::text as n from es_events`.execute(db)).rows[0]!.n,
    );
    print(
      `read-model rebuilds on the seed:scale ×${factor} log of ${events.toLocaleString('en')} events, each read model alone ` +
        `(load average ${loadavg()[0]!.toFixed(1)}):`,
    );
    let slowest = Infinity;
    for (const projection of ALL_PROJECTIONS) {
      const result = await rebuildProjection(db, store, projection);
      const rate = result.events / (result.ms / 1000);
      slowest = Math.min(slowest, rate);
      print(
        `  ${projection.name}: ${(result.ms / 1000).toFixed(1)} s, ${Math.round(rate).toLocaleString('en')} events/s ` +
          `(target ≥ ${REBUILD_TARGET.toLocaleString('en')}: ${rate >= REBUILD_TARGET ? 'met' : 'not met'})`,
      );
    }
    print(
      `read-model rebuild, the slowest: ${Math.round(slowest).toLocaleString('en')} events/s ` +
        `(target every read model ≥ ${REBUILD_TARGET.toLocaleString('en')}: ${slowest >= REBUILD_TARGET ? 'met' : 'not met'})`,
    );
  } finally {
    await app.close();
  }
}
