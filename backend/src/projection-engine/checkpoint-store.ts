import { sql } from 'kysely';
import { liveNames, type Db, type Projection, type Trx } from '@school/projections/kernel';

/** The role analysts use: it reads the read models, never the event store or the app's own tables. */
export const READ_ONLY_ROLE = 'school_readonly';

/**
 * Grants the analysts' role SELECT on read-model tables. Best effort: the role is created when
 * the app's database user may create roles, otherwise a DBA creates it (docs/operations.md).
 * Instances starting together, or a rebuild beside a start, would grant at once, and concurrent
 * GRANTs on one table fail ("tuple concurrently updated"): one at a time, on one connection
 * holding a session lock.
 */
export async function grantReadOnly(db: Db, tables: readonly string[]): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('projection_grants'))`.execute(connection);
    try {
      await grantOnConnection(connection, tables);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('projection_grants'))`.execute(connection);
    }
  });
}

async function grantOnConnection(db: Db, tables: readonly string[]): Promise<void> {
  try {
    await sql`do $$ begin
      if not exists (select from pg_roles where rolname = ${sql.lit(READ_ONLY_ROLE)}) then
        create role ${sql.id(READ_ONLY_ROLE)} nologin;
      end if;
    end $$`.execute(db);
  } catch {
    // No CREATEROLE privilege: grant below only if a DBA made the role.
  }
  const { rows } = await sql<{
    ok: boolean;
  }>`select exists (select from pg_roles where rolname = ${READ_ONLY_ROLE}) as ok`.execute(db);
  if (!rows[0]?.ok) return;
  for (const table of tables)
    await sql`grant select on ${sql.table(table)} to ${sql.id(READ_ONLY_ROLE)}`.execute(db);
}

export class CheckpointMovedError extends Error {
  constructor(readonly projection: string) {
    super(`Checkpoint of ${projection} was moved by another writer`);
    this.name = 'CheckpointMovedError';
  }
}

export async function loadCheckpoint(db: Db, name: string): Promise<string> {
  return (await checkpointOf(db, name)).position;
}

/**
 * A read model's checkpoint (made at the start of the log when missing) and the version of the
 * tables it was reached with.
 */
export async function checkpointOf(db: Db, name: string): Promise<{ position: string; version: number }> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, position: '' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['position', 'version'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { position: row.position as string, version: row.version as number };
}

/**
 * Compare-and-set inside the read-model transaction: each checkpoint moves only from where
 * this writer last saw it, so a batch is never applied twice, even across a crash or a
 * rebuild. One statement for every read model of the batch; taking these row locks first is
 * also the lock order the rebuild swap uses (no deadlock).
 *
 * The transaction commits without waiting for its WAL flush (synchronous_commit off, for it
 * alone): read models are derived from the log, and a commit that a server crash loses takes
 * its checkpoint with it, so the batch is simply projected again. The events themselves are
 * appended with the durable default.
 */
export async function advanceCheckpoints(
  trx: Trx | Db,
  moves: readonly { name: string; from: string; to: string }[],
): Promise<void> {
  if (moves.length === 0) return;
  const { rows } = await sql<{ name: string }>`update projection_checkpoints c
      set position = m.to_position, updated_at = now()
     from jsonb_to_recordset(${JSON.stringify(moves.map((m) => ({ name: m.name, from_position: m.from, to_position: m.to })))}::jsonb)
       as m(name text, from_position text, to_position text),
       (select set_config('synchronous_commit', 'off', true)) as async_commit
    where c.name = m.name and c.position = m.from_position
    returning c.name`.execute(trx);
  if (rows.length !== moves.length) {
    const moved = new Set(rows.map((r) => r.name));
    throw new CheckpointMovedError(moves.find((m) => !moved.has(m.name))!.name);
  }
}

/**
 * Creates a read model's tables when they are missing (its checkpoint then starts over, so the
 * runner replays the log into them). Tables of another shape (Projection.version differs from the
 * one its checkpoint was reached with) are left answering as they are: 'stale', the runner rebuilds
 * the new ones beside them and swaps them in once caught up (`rebuildProjection`), so no screen
 * reads an empty table meanwhile. The tables of one read model are made together: a half-created
 * set is dropped and made anew. Serialised across processes, so every instance can call it at start.
 */
export async function ensureProjectionTables(db: Db, projection: Projection): Promise<'ready' | 'stale'> {
  const version = projection.version ?? 1;
  const outcome = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('projection_tables'))`.execute(trx);
    const { rows } = await sql<{ missing: number }>`select count(*)::int as missing
      from unnest(${[...projection.tables]}::text[]) as t(name) where to_regclass(t.name) is null`.execute(
      trx,
    );
    const stored = await trx
      .selectFrom('projection_checkpoints')
      .select('version')
      .where('name', '=', projection.name)
      .executeTakeFirst();
    if (rows[0]!.missing === 0 && stored !== undefined)
      return stored.version === version ? ('ready' as const) : ('stale' as const);
    for (const table of projection.tables) await trx.schema.dropTable(table).ifExists().cascade().execute();
    await projection.createTables(trx, liveNames(projection));
    // The log is replayed into the new tables from the start: what was parked is taken again.
    await trx.deleteFrom('projection_parked').where('projection', '=', projection.name).execute();
    await trx
      .insertInto('projection_checkpoints')
      .values({ name: projection.name, position: '', version })
      .onConflict((oc) => oc.column('name').doUpdateSet({ position: '', version }))
      .execute();
    return 'ready' as const;
  });
  await grantReadOnly(db, projection.tables);
  return outcome;
}
