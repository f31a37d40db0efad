import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config/config.js';
import { prepareStorage } from '../core/core.module.js';
import { ErasureLedger, reapplyErasures } from '../personal-data/erasure-ledger.js';

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>` (docs/operations.md, "Backup and
 * restore"; decision 0054).
 *
 * What is backed up is what cannot be derived: the event store's tables (when the store is
 * PostgreSQL; KurrentDB is backed up with its own tools), the id sequences, the login counters,
 * the secrets generated into the database, the keys of personal data (decision 0061), the stored
 * idempotent answers, and the files. The read models are not: a restored instance rebuilds them
 * from the events on its first start.
 */

/** The tables (and sequences, by pattern) that hold facts rather than read models. */
const EVENT_STORE_TABLES = ['es_events'];
const APP_TABLES = [
  'login_sequences',
  'app_secrets',
  'idempotency_keys',
  'device_sync_items',
  'personal_data_keys',
  'privacy_state',
];
const SEQUENCES = 'id_*';

const DUMP = 'database.dump';
const FILES = 'files';
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  eventStore: 'postgres' | 'kurrentdb';
  /** Rows per backed-up table, as the dump's snapshot saw them. */
  rows: Record<string, number>;
  /** The last event's position in the dump (PostgreSQL store), null when it holds none. */
  head: string | null;
  files: number;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** True when the events' positions had to be given anew (see `renumberIfBehind`). */
  renumbered: boolean;
  /** Users the erasure ledger erased again: erased after the backup was taken. */
  erasedAgain: number;
}

/** Backs up the database's facts and the files into `dir` (created; it must not hold a backup). */
export async function backUp(config: Config, dir: string): Promise<BackupManifest> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true, mode: 0o700 });
  await chmod(target, 0o700);
  if ((await readdir(target)).length > 0)
    throw new Error(`${target} is not empty: back up into a new directory`);
  const eventStore = config.EVENTSTORE_URL ? 'kurrentdb' : 'postgres';
  const tables = eventStore === 'postgres' ? [...EVENT_STORE_TABLES, ...APP_TABLES] : APP_TABLES;
  // One snapshot for every table (pg_dump's own transaction), then the files: a file is written
  // before the event that names it, so every file the dumped events name is copied.
  await run(
    'pg_dump',
    [
      '--format=custom',
      `--file=${join(target, DUMP)}`,
      ...tables.map((t) => `--table=public.${t}`),
      `--table=public.${SEQUENCES}`,
    ],
    config.DATABASE_URL,
  );
  await chmod(join(target, DUMP), 0o600);
  const files = await copyFiles(config.FILES_DIR, join(target, FILES));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    eventStore,
    ...(await countsOf(config.DATABASE_URL, tables)),
    files,
  };
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/**
 * Restores a backup into the empty (or missing) database of DATABASE_URL and the empty (or
 * missing) FILES_DIR, then migrates it. The read models are built by the app's first start.
 */
export async function restore(
  config: Config,
  dir: string,
  options: { renumber?: boolean } = {},
): Promise<RestoreResult> {
  const source = resolve(dir);
  const manifest = JSON.parse(await readFile(join(source, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${source}: unknown backup format ${String(manifest.format)}`);
  const eventStore = config.EVENTSTORE_URL ? 'kurrentdb' : 'postgres';
  if (manifest.eventStore !== eventStore)
    throw new Error(
      `The backup's events are in ${manifest.eventStore}, this configuration's in ${eventStore}`,
    );
  await ensureEmptyDatabase(config.DATABASE_URL);
  await ensureEmptyDirectory(config.FILES_DIR);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', join(source, DUMP)],
    config.DATABASE_URL,
  );
  // The code's own tables and functions (the event store's append and position functions, the
  // projection engine's tables): the migrations are written to run over restored tables.
  const storage = await prepareStorage(config);
  try {
    const renumbered =
      eventStore === 'postgres' && (await renumberIfBehind(config.DATABASE_URL, options.renumber));
    const tables = Object.keys(manifest.rows);
    const { rows } = await countsOf(config.DATABASE_URL, tables);
    for (const table of tables)
      if (rows[table] !== manifest.rows[table])
        throw new Error(`${table}: ${rows[table]} rows restored, ${manifest.rows[table]} in the backup`);
    const files = await copyFiles(join(source, FILES), config.FILES_DIR);
    if (files !== manifest.files) throw new Error(`${files} files restored, ${manifest.files} in the backup`);
    // A backup taken before an erasure holds the person's keys: the ledger, kept apart, erases it again.
    const erasedAgain = await reapplyErasures(
      storage.store,
      storage.keys,
      new ErasureLedger(config.ERASURE_LEDGER),
    );
    return { manifest, renumbered, erasedAgain };
  } finally {
    await storage.store.close();
    await storage.db.destroy();
  }
}

/**
 * A position is the writing transaction's id, then the row's number (docs/events.md). Restored
 * into the server the backup came from (or a copy of it), the ids already written stay below every
 * new one and the positions are kept as they were. Restored into another server, whose
 * transaction counter may be behind them, new events would sort before old ones: the events are
 * then given positions anew, in their order, all in the restoring transaction.
 */
async function renumberIfBehind(url: string, force = false): Promise<boolean> {
  return withClient(url, async (client) => {
    await client.query('begin');
    try {
      const { rows } = await client.query<{ behind: boolean }>(
        `select coalesce(max(tx_id) >= pg_current_xact_id(), false) as behind from es_events`,
      );
      if (!force && !rows[0]!.behind) {
        await client.query('rollback');
        return false;
      }
      await client.query(`create temporary table restored_events on commit drop as select * from es_events`);
      await client.query('truncate es_events');
      await client.query(`insert into es_events (global_position, tx_id, stream_name, revision, event_id, type, data, metadata, created_at)
        overriding system value
        select row_number() over (order by tx_id, global_position), pg_current_xact_id(),
               stream_name, revision, event_id, type, data, metadata, created_at
          from restored_events`);
      await client.query(
        `select setval(pg_get_serial_sequence('es_events', 'global_position'), greatest(max(global_position), 1)) from es_events`,
      );
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

async function countsOf(url: string, tables: string[]): Promise<Pick<BackupManifest, 'rows' | 'head'>> {
  return withClient(url, async (client) => {
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const { rows: found } = await client.query<{ n: string }>(
        `select count(*) as n from ${pg.escapeIdentifier(table)}`,
      );
      rows[table] = Number(found[0]!.n);
    }
    let head: string | null = null;
    if (tables.includes('es_events')) {
      const { rows: last } = await client.query<{ position: string | null }>(
        `select es_position(tx_id, global_position) as position from es_events
          order by tx_id desc, global_position desc limit 1`,
      );
      head = last[0]?.position ?? null;
    }
    return { rows, head };
  });
}

async function ensureEmptyDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  await withClient(server.toString(), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'S', 'v', 'm')`,
    );
    if (Number(rows[0]!.n) > 0)
      throw new Error(`The database ${name} is not empty: restore into an empty database (or a new name)`);
  });
}

async function ensureEmptyDirectory(path: string): Promise<void> {
  const entries = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0)
    throw new Error(`FILES_DIR ${resolve(path)} is not empty: restore into an empty directory`);
}

/** Copies a directory tree (a missing one is none); answers how many files it held. */
async function copyFiles(from: string, to: string): Promise<number> {
  const exists = await stat(from).then(
    (s) => s.isDirectory(),
    () => false,
  );
  await mkdir(to, { recursive: true });
  if (!exists) return 0;
  // Into an empty directory (checked before a restore; a backup's own is new).
  await cp(from, to, { recursive: true, preserveTimestamps: true });
  const entries = await readdir(to, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump or pg_restore on the database of `url`. The connection goes through libpq's
 * environment variables, so the password is never on a command line (`ps` shows those).
 */
function run(command: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username) || process.env.PGUSER || 'postgres',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
  };
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const flag = command === 'pg_restore' ? [`--dbname=${env.PGDATABASE}`] : [];
  return new Promise((done, fail) => {
    const child = spawn(command, [...args, ...flag], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d) => (errors += String(d)));
    child.once('error', (error) =>
      fail(new Error(`${command} could not run (${error.message}): install PostgreSQL's client programs`)),
    );
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

async function main(): Promise<void> {
  const [action, dir, flag] = process.argv.slice(2);
  if ((action !== 'create' && action !== 'restore') || !dir) {
    process.stderr.write(
      'Usage: npm run backup -- <new directory> | npm run restore -- <backup directory> [--renumber]\n',
    );
    process.exit(2);
  }
  const config = loadConfig();
  if (action === 'create') {
    const manifest = await backUp(config, dir);
    process.stdout.write(
      `Backed up ${manifest.rows.es_events ?? 0} events (head ${manifest.head ?? 'none'}), ` +
        `${Object.keys(manifest.rows).length} tables, the id sequences and ${manifest.files} files into ${resolve(dir)}.\n` +
        (manifest.eventStore === 'kurrentdb'
          ? 'The events are in KurrentDB: back them up with its own tools (docs/operations.md).\n'
          : '') +
        'It holds the generated secrets and stored answers: keep it as you keep JWT_SECRET.\n',
    );
  } else {
    const { manifest, renumbered, erasedAgain } = await restore(config, dir, {
      renumber: flag === '--renumber',
    });
    process.stdout.write(
      `Restored ${manifest.rows.es_events ?? 0} events and ${manifest.files} files from ${manifest.createdAt}` +
        (renumbered ? ', with new positions (this server’s transaction ids were behind the backup’s)' : '') +
        (erasedAgain
          ? `; erased again ${erasedAgain} users the erasure ledger names (erased after the backup)`
          : '') +
        '. Start the app: it builds every read model from the events.\n',
    );
  }
}

if (process.argv[1]?.endsWith('backup.js'))
  void main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error)?.message ?? String(error)}\n`);
    process.exit(1);
  });
