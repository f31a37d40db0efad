import type { ColumnType, Insertable, Kysely } from 'kysely';
import type { Db } from './projection.js';

/**
 * A column's type as PostgreSQL names it in information_schema (udt_name), with `?` when the
 * column may be null. Read models declare their tables with these; the TypeScript types are
 * derived from the declaration, and a test compares it with the tables createTables makes, so
 * the types cannot drift from the database.
 */
export type PgType =
  'int4' | 'int8' | 'text' | 'bool' | 'timestamptz' | 'uuid' | 'bpchar' | '_int4' | '_timestamptz';
export type ColumnSpec = PgType | `${PgType}?`;
export type TableSpec = Readonly<Record<string, ColumnSpec>>;
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

type ColumnOf<C> = C extends `${infer P}?` ? Column<P, null> : Column<C, never>;

/** The Kysely table types a declaration stands for. */
export type TablesOf<S extends SchemaSpec> = {
  -readonly [T in keyof S]: { -readonly [C in keyof S[T]]: ColumnOf<S[T][C]> };
};

/** A row as a projector writes it into one table of a declaration. */
export type RowOf<S extends SchemaSpec, T extends keyof S> = Insertable<TablesOf<S>[T]>;

/** The database seen through a read model's tables (the types its declaration stands for). */
export function tablesOf<S extends SchemaSpec>(db: Db, _schema: S): Kysely<TablesOf<S>> {
  return db as unknown as Kysely<TablesOf<S>>;
}
