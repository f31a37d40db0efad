import { Migrator } from 'kysely';
import type { Db } from '@school/projections/kernel';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Brings the backend's own tables up to date; run once at start, before anything uses them.
 * Kysely's migrator holds a PostgreSQL advisory lock while it runs and records each migration
 * in `kysely_migration`, so instances starting together run each migration once.
 */
export async function migrateDatabase(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
