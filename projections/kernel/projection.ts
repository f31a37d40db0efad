import type { Kysely, Transaction } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { TableSpec } from './schema.js';

/**
 * The database as a whole, whose tables this kernel does not know: a read model's queries see
 * it through their own tables' types (`tablesOf`); projectors write rows typed by the same
 * declaration under physical names (live or rebuild) through `RowChanges`.
 */
export type AnyTables = Record<string, Record<string, unknown>>;
export type Db = Kysely<AnyTables>;
export type Trx = Transaction<AnyTables>;

/** Logical table name -> physical table name: live tables, or fresh ones during a rebuild. */
export type TableNames<T extends string = string> = Record<T, string>;

/**
 * A read model: the tables it owns and how a batch of events changes them. The engine hands
 * each batch over inside the transaction that also moves the checkpoint, so a batch is
 * applied exactly once. Projections must be deterministic (no clock, no random, no serials):
 * a rebuild must produce the same rows.
 */
export interface Projection<T extends string = string> {
  readonly name: string;
  /**
   * The shape of its tables (1 when omitted). Raise it whenever createTables or the meaning of
   * a column changes: at the next start the engine recreates the tables and replays the log.
   */
  readonly version?: number;
  /** Logical table names; the live physical names are the same. */
  readonly tables: readonly T[];
  /**
   * Its tables' columns, from which their TypeScript types are derived (`TablesOf`). Every
   * registered read model declares it; a test holds it to what createTables makes.
   */
  readonly schema?: { readonly [K in T]: TableSpec };
  /**
   * The event types `project` reads, or 'all'. The engine hands it only these: a batch with
   * none of them is skipped (its checkpoint still moves), so a read model costs nothing for
   * the events of others.
   */
  readonly handles: readonly string[] | 'all';
  /** Creates the tables (and indexes, left unnamed so PostgreSQL picks unique names) under the given names. */
  createTables(db: Db, names: TableNames<T>): Promise<void>;
  /** Applies events in order (only those of `handles`); unknown event types are ignored. */
  project(events: readonly RecordedEvent[], trx: Trx, names: TableNames<T>): Promise<void>;
}

export function liveNames<T extends string>(projection: Projection<T>): TableNames<T> {
  return Object.fromEntries(projection.tables.map((t) => [t, t])) as unknown as TableNames<T>;
}
