import type { ColumnType, Insertable, Kysely } from 'kysely';
import type { Db } from './projection.js';

/**
 * A column's type as PostgreSQL names it in information_schema (udt_name), with `?` when the
 * column may be null. Read models declare their tables with these; the TypeScript types and the
 * tables themselves (`createTablesOf`) are derived from the declaration.
 */
export type PgType =
  'int4' | 'int8' | 'text' | 'bool' | 'timestamptz' | 'uuid' | 'bpchar' | '_int4' | '_timestamptz';
export type ColumnTypeSpec = PgType | `${PgType}?`;

/** A column whose table says more than its type. */
export interface ColumnDetail {
  readonly type: ColumnTypeSpec;
  /** Its default, as SQL (`'0'`, `"'{}'"`). */
  readonly default?: string;
  /** Its collation (`'C'`: compared byte by byte, as a position must be). */
  readonly collate?: string;
  /** The length of a `bpchar` (`char(n)`). */
  readonly length?: number;
}
export type ColumnSpec = ColumnTypeSpec | ColumnDetail;

/**
 * An index, unnamed (PostgreSQL names it after its table and columns): its columns, each with
 * an operator class or an order where it needs one (`'cst_login text_pattern_ops'`,
 * `'created_at desc'`), or those and a predicate for a partial index.
 */
export type IndexSpec =
  readonly string[] | { readonly on: readonly string[]; readonly where: string; readonly unique?: boolean };

/**
 * What an erasure of a person's personal data (`PersonalDataErased`, decision 0061) leaves in a
 * table: `person` is the column holding the id of the user whose data a row holds (its author, its
 * subject), `columns` the columns that then read "Dados removidos" (ERASED: a name, a login, a
 * text the person wrote), and `set` the others, with the value they take instead (null for a
 * photo's file id; a search column the value its projector derives from ERASED). One shared
 * handler applies it (`defineProjection`), and `RowChanges` stores an incoming ERASED (an event
 * read after the person's key is gone, on a rebuild) in a `set` column as that value, so the
 * live read model and a rebuilt one end the same.
 */
export interface ErasureSpec {
  readonly person: string;
  readonly columns: readonly string[];
  readonly set?: Readonly<Record<string, string | null>>;
}

/** A table: its columns in order, its primary key, its unique constraints and its indexes. */
export interface TableSpec {
  readonly columns: Readonly<Record<string, ColumnSpec>>;
  readonly primaryKey: string | readonly string[];
  /** Columns the primary key's index holds too (`include`), read from the index alone. */
  readonly primaryKeyIncludes?: readonly string[];
  readonly unique?: readonly (readonly string[])[];
  readonly indexes?: readonly IndexSpec[];
  /** The personal columns of its rows and whose they are: see ErasureSpec. */
  readonly erase?: ErasureSpec;
}
export type SchemaSpec = Readonly<Record<string, TableSpec>>;

// int8 reads as a number: the backend parses bigint so (ids and byte counts stay below 2^53).
type Scalar<P> = P extends 'int4' | 'int8'
  ? number
  : P extends 'text' | 'uuid' | 'bpchar'
    ? string
    : P extends 'bool'
      ? boolean
      : P extends '_int4'
        ? number[]
        : P extends '_timestamptz'
          ? Date[]
          : never;

type Column<P, N> = P extends 'timestamptz'
  ? ColumnType<Date | N, Date | string | N, Date | string | N> // written as a Date or an ISO string
  : Scalar<P> | N;

type ColumnOfType<C> = C extends `${infer P}?` ? Column<P, null> : Column<C, never>;
type ColumnOf<C> = C extends { readonly type: infer T } ? ColumnOfType<T> : ColumnOfType<C>;

/** The Kysely table types a declaration stands for. */
export type TablesOf<S extends SchemaSpec> = {
  -readonly [T in keyof S]: { -readonly [C in keyof S[T]['columns']]: ColumnOf<S[T]['columns'][C]> };
};

/** A row as a projector writes it into one table of a declaration. */
export type RowOf<S extends SchemaSpec, T extends keyof S> = Insertable<TablesOf<S>[T]>;

/** The database seen through a read model's tables (the types its declaration stands for). */
export function tablesOf<S extends SchemaSpec>(db: Db, _schema: S): Kysely<TablesOf<S>> {
  return db as unknown as Kysely<TablesOf<S>>;
}

/** A column's type as declared, without its `?`. */
export function pgTypeOf(column: ColumnSpec): PgType {
  const type = typeof column === 'string' ? column : column.type;
  return type.replace('?', '') as PgType;
}

/**
 * The columns of a record a user creates and edits (a school, a unit, a class, an address): who
 * created it, and when it was created and last changed. Spread last into its table's columns;
 * `createdStamps` fills the times from the event.
 */
export const recordColumns = {
  cod_usuario_criacao: 'int4?',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const satisfies Readonly<Record<string, ColumnSpec>>;

/** The times of `recordColumns` when the record is created: its event's. */
export const createdStamps = (event: { createdAt: Date }) => ({
  created_at: event.createdAt,
  updated_at: event.createdAt,
});
