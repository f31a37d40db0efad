import { sql } from 'kysely';
import type { Db } from '@school/projections/kernel';
import { grantReadOnly, READ_ONLY_ROLE } from '../projection-engine/checkpoint-store.js';
import { ALL_PROJECTIONS } from '../projections.js';
import { cliStorage, closeStorage } from './cli-storage.js';

/** The login analysts use unless ANALYST_ROLE names another. */
export const ANALYST_ROLE = 'school_analyst';

/**
 * The analysts' login: a member of the read-only role, so it may SELECT the read models
 * (docs/reporting.md) and nothing else: never the event store, the checkpoints or the app's own
 * tables, never a write. Its password comes from the environment, never from a file.
 */
export async function createAnalystRole(db: Db, role: string, password: string): Promise<void> {
  await grantReadOnly(
    db,
    ALL_PROJECTIONS.flatMap((p) => p.tables),
  );
  await sql`do $$ begin
    if not exists (select from pg_roles where rolname = ${sql.lit(role)}) then
      create role ${sql.id(role)} login;
    end if;
  end $$`.execute(db);
  await sql`alter role ${sql.id(role)} with login nosuperuser nocreatedb nocreaterole inherit password ${sql.lit(password)}`.execute(
    db,
  );
  await sql`grant ${sql.id(READ_ONLY_ROLE)} to ${sql.id(role)}`.execute(db);
}

/** `npm run db:analyst-role`: ANALYST_PASSWORD (12 characters or more) is required. */
async function main(): Promise<void> {
  const password = process.env.ANALYST_PASSWORD ?? '';
  const role = process.env.ANALYST_ROLE ?? ANALYST_ROLE;
  if (password.length < 12) {
    process.stderr.write('Set ANALYST_PASSWORD (12 characters or more) to create the analysts’ login.\n');
    process.exit(2);
  }
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) {
    process.stderr.write('ANALYST_ROLE must be a lower-case PostgreSQL name.\n');
    process.exit(2);
  }
  const storage = await cliStorage();
  try {
    await createAnalystRole(storage.db, role, password);
    process.stdout.write(
      `Role ${role} can sign in to the database and read the read models (docs/reporting.md), nothing else.\n`,
    );
  } finally {
    await closeStorage(storage);
  }
}

if (process.argv[1]?.endsWith('analyst-role.js'))
  void main().catch((error: unknown) => {
    process.stderr.write(`Analyst role failed: ${(error as Error)?.message ?? String(error)}\n`);
    process.exit(1);
  });
