import { type RawBuilder, sql } from 'kysely';
import { ERASED } from '@school/modules/kernel';
import type { Db, TableNames } from './projection.js';
import { type ColumnSpec, type IndexSpec, pgTypeOf, type TableSpec } from './schema.js';

const list = (items: readonly RawBuilder<unknown>[]) => sql.join(items, sql`, `);
const keyColumns = (key: string | readonly string[]) => (typeof key === 'string' ? [key] : key);

function columnSql(name: string, column: ColumnSpec): RawBuilder<unknown> {
  const detail = typeof column === 'string' ? { type: column } : column;
  const type = pgTypeOf(column);
  // An array type is spelt `int4[]` in a definition; `bpchar(n)` is `char(n)`.
  const spelt = type.startsWith('_')
    ? `${type.slice(1)}[]`
    : detail.length
      ? `${type}(${detail.length})`
      : type;
  return sql.join(
    [
      sql`${sql.ref(name)} ${sql.raw(spelt)}`,
      ...(detail.collate ? [sql`collate ${sql.id(detail.collate)}`] : []),
      ...(detail.type.endsWith('?') ? [] : [sql`not null`]),
      ...(detail.default !== undefined ? [sql`default ${sql.raw(detail.default)}`] : []),
    ],
    sql` `,
  );
}

/** An index element: a column, then what follows it (an operator class, an order) as written. */
function elementSql(table: string, spec: TableSpec, element: string): RawBuilder<unknown> {
  const [column, ...rest] = element.split(' ');
  declared(table, spec, column!);
  return rest.length ? sql`${sql.ref(column!)} ${sql.raw(rest.join(' '))}` : sql.ref(column!);
}

function declared(table: string, spec: TableSpec, column: string): string {
  if (!(column in spec.columns)) throw new Error(`${table}: ${column} is not a declared column`);
  return column;
}

function indexSql(name: string, table: string, spec: TableSpec, index: IndexSpec): RawBuilder<unknown> {
  const on = 'on' in index ? index.on : (index as readonly string[]);
  const elements = list(on.map((e) => elementSql(table, spec, e)));
  const where = 'where' in index ? sql` where ${sql.raw(index.where)}` : sql``;
  const unique = 'unique' in index && index.unique ? sql`unique ` : sql``;
  return sql`create ${unique}index on ${sql.table(name)} (${elements})${where}`;
}

/**
 * The columns an erasure changes and the value each takes (ERASED, or its `set` value), checked
 * against the declaration: every column declared, text, and null only where the column may be.
 */
export function erasedColumns(table: string, spec: TableSpec): ReadonlyMap<string, string | null> {
  const erase = spec.erase;
  if (!erase) return new Map();
  declared(table, spec, erase.person);
  const values = new Map<string, string | null>([
    ...erase.columns.map((c) => [c, ERASED] as const),
    ...Object.entries(erase.set ?? {}),
  ]);
  for (const [column, value] of values) {
    const type = spec.columns[declared(table, spec, column)]!;
    if (pgTypeOf(type) !== 'text') throw new Error(`${table}: ${column} is erased but is not text`);
    const nullable = (typeof type === 'string' ? type : type.type).endsWith('?');
    if (value === null && !nullable)
      throw new Error(`${table}: ${column} is erased to null but is not nullable`);
  }
  return values;
}

/** The statements that create one declared table under a name, with its keys and indexes. */
export function tableDdl(table: string, spec: TableSpec, name: string = table): RawBuilder<unknown>[] {
  const refs = (columns: readonly string[]) => list(columns.map((c) => sql.ref(declared(table, spec, c))));
  const includes = spec.primaryKeyIncludes?.length ? sql` include (${refs(spec.primaryKeyIncludes)})` : sql``;
  const definition = [
    ...Object.entries(spec.columns).map(([column, type]) => columnSql(column, type)),
    sql`primary key (${refs(keyColumns(spec.primaryKey))})${includes}`,
    ...(spec.unique ?? []).map((columns) => sql`unique (${refs(columns)})`),
  ];
  if (spec.erase) erasedColumns(table, spec);
  return [
    sql`create table ${sql.table(name)} (${list(definition)})`,
    ...(spec.indexes ?? []).map((index) => indexSql(name, table, spec, index)),
  ];
}

/** Creates a read model's declared tables, keys and indexes under the given (live or rebuild) names. */
export async function createTablesOf<T extends string>(
  db: Db,
  schema: { readonly [K in T]: TableSpec },
  names: TableNames<T>,
): Promise<void> {
  for (const table of Object.keys(schema) as T[])
    for (const statement of tableDdl(table, schema[table], names[table])) await statement.execute(db);
}
