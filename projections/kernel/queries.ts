import { type SelectQueryBuilder, type Selectable, sql } from 'kysely';
import { assertNever } from '@school/modules/kernel';
import type { OrgScope } from '@school/modules/organization';
import type { Db } from './projection.js';
import type { RowOf, SchemaSpec, TablesOf } from './schema.js';

/** Some columns of one of a declaration's tables, each with the value a row must hold. */
export type ValuesOf<S extends SchemaSpec, T extends keyof S> = Partial<RowOf<S, T>>;

function rowsWith(db: Db, table: string, values: object) {
  let query = db.selectFrom(table);
  for (const [column, value] of Object.entries(values)) query = query.where(sql.ref(column), '=', value);
  return query;
}

/** How many rows of a read model's table hold the given values (a record that has any may not be deleted). */
export async function countRowsWith<S extends SchemaSpec, T extends keyof S & string>(
  db: Db,
  _schema: S,
  table: T,
  values: ValuesOf<S, T>,
): Promise<number> {
  const row = await rowsWith(db, table, values)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * The key of a row holding the given values other than the row `exceptId`, if any: a name
 * already taken by another school, unit or class.
 */
export async function otherRowWith<S extends SchemaSpec, T extends keyof S & string>(
  db: Db,
  _schema: S,
  table: T,
  key: keyof S[T]['columns'] & string,
  values: ValuesOf<S, T>,
  exceptId?: number,
): Promise<number | undefined> {
  let query = rowsWith(db, table, values).select(sql.ref(key).as(key));
  if (exceptId !== undefined) query = query.where(sql.ref(key), '<>', exceptId);
  const row: Record<string, unknown> | undefined = await query.executeTakeFirst();
  return row?.[key] as number | undefined;
}

/** The row of a read model's table holding the given values (its key, mostly), if any: all its columns. */
export async function findRowWith<S extends SchemaSpec, T extends keyof S & string>(
  db: Db,
  _schema: S,
  table: T,
  values: ValuesOf<S, T>,
): Promise<Selectable<TablesOf<S>[T]> | undefined> {
  return (await rowsWith(db, table, values).selectAll().executeTakeFirst()) as
    Selectable<TablesOf<S>[T]> | undefined;
}

/** The columns a list is narrowed to a caller's scope by (`OrgScope`). */
export interface ScopeColumns<Q> {
  school: string;
  unit: string;
  /** How a scope of some classes narrows the list; without it, such a scope sees none of it. */
  classes?: (query: Q, classIds: readonly number[]) => Q;
}

/**
 * A list narrowed to the part of the network the caller sees (its school, its unit, its
 * classes), or null when it sees none of it: the read models' lists share the rule.
 */
export function inScope<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  scope: OrgScope,
  columns: ScopeColumns<SelectQueryBuilder<DB, TB, O>>,
): SelectQueryBuilder<DB, TB, O> | null {
  switch (scope.kind) {
    case 'all':
      return query;
    case 'school':
      return query.where(sql.ref(columns.school), '=', scope.schoolId);
    case 'unit':
      return query
        .where(sql.ref(columns.school), '=', scope.schoolId)
        .where(sql.ref(columns.unit), '=', scope.unitId);
    case 'classes':
      return columns.classes && scope.classIds.length > 0 ? columns.classes(query, scope.classIds) : null;
    case 'none':
      return null;
    default:
      return assertNever(scope);
  }
}

/** A text as a LIKE pattern matches it literally (its `%`, `_` and `\\` escaped). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of the values that contain `text`. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/**
 * One page (1-based) of a filtered list, with how many rows the list has in all, read together:
 * `select` adds the page's columns and order to the list.
 */
export async function pageOf<DB, TB extends keyof DB, O, R>(
  list: SelectQueryBuilder<DB, TB, O>,
  select: (list: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  { page, size }: { page: number; size: number },
): Promise<{ rows: R[]; total: number }> {
  const [rows, count] = await Promise.all([
    select(list)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    list.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: (count as { total: number }).total };
}
