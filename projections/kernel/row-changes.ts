import { sql } from 'kysely';
import type { Trx } from './projection.js';
import { columnsFrom, type FilledBy, type OtherColumns, rowFrom } from './from-data.js';
import { pgTypeOf, type TableSpec } from './schema.js';
import { erasedColumns } from './tables.js';
import { ERASED } from '@school/modules/kernel';

type Key = string | number;
/** A row's key: its value, or its values in the key columns' order for a composite key. */
export type RowKey = Key | readonly Key[];
type Row = Record<string, unknown>;

type Change<R> = { kind: 'insert'; row: R } | { kind: 'patch'; fields: Partial<R> } | { kind: 'delete' };

export interface RowChangesOptions<R> {
  /**
   * What an insert does to a row already there (a replayed batch, or a counter): `replace`
   * writes it again (the default), `nothing` keeps the stored row.
   */
  onConflict?: 'replace' | 'nothing';
  /** With `replace`: columns added to the stored value (counters) rather than replaced. */
  add?: readonly (keyof R & string)[];
  /** With `replace`: columns the stored row keeps. */
  keep?: readonly (keyof R & string)[];
}

const CHUNK = 1000;
/** Rows per insert sent as one JSON parameter (no bound-parameter limit): fewer round trips in a rebuild. */
const JSON_CHUNK = 5000;

/**
 * The changes a batch makes to one table of rows with a key (one column or several), folded in
 * memory in event order (a row created, renamed and deleted in one batch is never written),
 * then written set-based: chunked deletes and inserts, and one update per set of columns
 * patched on rows an earlier batch wrote. Projectors write through it, so a rebuild folds
 * almost everything into the inserts. The table's declaration gives the column types the
 * set-based statements need.
 */
export class RowChanges<R extends Row> {
  private readonly changes = new Map<Key, Change<R>>();
  /** Rows deleted in this batch (also those inserted again afterwards), by their key values. */
  private readonly deleted = new Map<Key, readonly Key[]>();
  private readonly keys: readonly (keyof R & string)[];
  /** The erasable columns that hold something else than ERASED once erased (a photo: null). */
  private readonly erasedAs: readonly (readonly [string, string | null])[];

  constructor(
    private readonly spec: TableSpec,
    key: (keyof R & string) | readonly (keyof R & string)[],
    private readonly options: RowChangesOptions<R> = {},
  ) {
    this.keys = typeof key === 'string' ? [key] : key;
    this.erasedAs = [...erasedColumns('RowChanges', spec)].filter(([, value]) => value !== ERASED);
  }

  /**
   * An ERASED value (an erased person's field read from the log) in a column whose erasure sets
   * another value is stored as that value: the rebuilt row equals the live one the erasure
   * rewrote, and no file id or unique value is ever "Dados removidos".
   */
  private stored<P extends Partial<R>>(row: P): P {
    let stored = row;
    for (const [column, value] of this.erasedAs)
      if ((row as Row)[column] === ERASED) stored = { ...stored, [column]: value };
    return stored;
  }

  private values(id: RowKey): readonly Key[] {
    return typeof id === 'object' ? id : [id];
  }

  /** Where a row's change is kept: its key value, or its key values as JSON. */
  private slot(id: RowKey): Key {
    const values = this.values(id);
    return values.length === 1 ? values[0]! : JSON.stringify(values);
  }

  private keyOf(row: Partial<R>): Key[] {
    return this.keys.map((k) => row[k] as Key);
  }

  insert(row: R): void {
    this.changes.set(this.slot(this.keyOf(row)), { kind: 'insert', row: this.stored(row) });
  }

  /**
   * Inserts a row from an event's data by the naming convention: column `cod_trl_livro_turma`
   * <- field `codTrlLivroTurma`, typed against the row; `others` gives the columns that differ.
   */
  insertFrom<D extends object>(data: D, others: OtherColumns<R, D>): void {
    this.insert(rowFrom<R>(Object.keys(this.spec.columns), data, others));
  }

  /**
   * Patches the named columns from an event's data by the naming convention, and `others`; a
   * field left undefined (an edit that does not carry it) is not changed.
   */
  patchFrom<D extends object, const C extends FilledBy<Partial<R>, D>>(
    id: RowKey,
    data: D,
    columns: readonly C[],
    others: Partial<R> = {},
  ): void {
    this.patch(id, { ...columnsFrom<Partial<R>, D, C>(data, columns), ...others });
  }

  patch(id: RowKey, changed: Partial<R>): void {
    // A field left undefined is not changed (a JSON record would write it as null).
    const fields = this.stored(
      Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)) as Partial<R>,
    );
    if (Object.keys(fields).length === 0) return;
    const slot = this.slot(id);
    const previous = this.changes.get(slot);
    if (previous?.kind === 'delete') return;
    if (previous?.kind === 'insert')
      this.changes.set(slot, { kind: 'insert', row: { ...previous.row, ...fields } });
    else {
      const key = Object.fromEntries(this.keys.map((k, i) => [k, this.values(id)[i]])) as Partial<R>;
      this.changes.set(slot, { kind: 'patch', fields: { ...previous?.fields, ...fields, ...key } });
    }
  }

  delete(id: RowKey): void {
    const slot = this.slot(id);
    this.changes.set(slot, { kind: 'delete' });
    this.deleted.set(slot, this.values(id));
  }

  /** The row as this batch leaves it, when the batch inserted it. */
  pending(id: RowKey): R | undefined {
    const change = this.changes.get(this.slot(id));
    return change?.kind === 'insert' ? change.row : undefined;
  }

  /** What the batch holds for a row (its insert or its patch), to be edited in place; undefined if nothing. */
  held(id: RowKey): Partial<R> | undefined {
    const change = this.changes.get(this.slot(id));
    return change?.kind === 'insert' ? change.row : change?.kind === 'patch' ? change.fields : undefined;
  }

  /** Every insert and patch the batch holds, to be edited in place. */
  allHeld(): Partial<R>[] {
    return [...this.changes.values()].flatMap((c) =>
      c.kind === 'insert' ? [c.row] : c.kind === 'patch' ? [c.fields] : [],
    );
  }

  get size(): number {
    return this.changes.size;
  }

  /** Deletes, inserts, then patches. */
  async apply(trx: Trx, table: string): Promise<void> {
    await this.applyRows(trx, table);
    await this.applyPatches(trx, table);
  }

  /** The deletes then the inserts: for a projector that must write something between rows and patches. */
  async applyRows(trx: Trx, table: string): Promise<void> {
    const deleted = [...this.deleted.values()];
    for (let i = 0; i < deleted.length; i += CHUNK)
      await this.deleteChunk(trx, table, deleted.slice(i, i + CHUNK));
    const inserts = [...this.changes.values()].flatMap((c) => (c.kind === 'insert' ? [c.row] : []));
    for (let i = 0; i < inserts.length; i += JSON_CHUNK)
      await this.insertChunk(trx, table, inserts.slice(i, i + JSON_CHUNK));
  }

  async applyPatches(trx: Trx, table: string): Promise<void> {
    // Rows patched on the same columns share one set-based update.
    const groups = new Map<string, Partial<R>[]>();
    for (const change of this.changes.values()) {
      if (change.kind !== 'patch') continue;
      const columns = Object.keys(change.fields)
        .filter((c) => !this.keys.includes(c))
        .sort()
        .join(',');
      groups.set(columns, [...(groups.get(columns) ?? []), change.fields]);
    }
    for (const [joined, rows] of groups) {
      const columns = joined.split(',');
      for (let i = 0; i < rows.length; i += CHUNK)
        await sql`update ${sql.table(table)} as t set ${sql.join(columns.map((c) => sql`${sql.ref(c)} = u.${sql.ref(c)}`))}
          from ${this.recordset(rows.slice(i, i + CHUNK), [...this.keys, ...columns])}
          where ${this.sameKey()}`.execute(trx);
    }
  }

  private async deleteChunk(trx: Trx, table: string, ids: (readonly Key[])[]): Promise<void> {
    if (this.keys.length === 1) {
      await trx
        .deleteFrom(table)
        .where(
          sql.ref(this.keys[0]!),
          'in',
          ids.map((id) => id[0]!),
        )
        .execute();
      return;
    }
    const rows = ids.map((id) => Object.fromEntries(this.keys.map((k, i) => [k, id[i]])));
    await sql`delete from ${sql.table(table)} as t using ${this.recordset(rows, this.keys)}
      where ${this.sameKey()}`.execute(trx);
  }

  /** Rows as a relation `u` with the given columns, typed as declared. */
  private recordset(rows: readonly Row[], columns: readonly string[]) {
    const types = columns.map((c) => sql`${sql.ref(c)} ${sql.raw(this.type(c))}`);
    return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(${sql.join(types)})`;
  }

  private sameKey() {
    return sql.join(
      this.keys.map((k) => sql`t.${sql.ref(k)} = u.${sql.ref(k)}`),
      sql` and `,
    );
  }

  private async insertChunk(trx: Trx, table: string, rows: R[]): Promise<void> {
    const { onConflict = 'replace', add = [], keep = [] } = this.options;
    const all = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const columns = all.filter((c) => !this.keys.includes(c) && !keep.includes(c));
    // A replayed batch finds its rows already there: it writes them again, the same, or leaves them.
    const conflict =
      onConflict === 'nothing' || columns.length === 0
        ? sql`do nothing`
        : sql`do update set ${sql.join(
            columns.map((c) =>
              add.includes(c)
                ? sql`${sql.ref(c)} = t.${sql.ref(c)} + excluded.${sql.ref(c)}`
                : sql`${sql.ref(c)} = excluded.${sql.ref(c)}`,
            ),
          )}`;
    // Rows of the same columns, each given, go as one JSON parameter (thousands of rows of a dozen
    // columns as bound parameters cost the driver and PostgreSQL more, and hit their limit);
    // others, where a missing column takes its default, as VALUES lists of CHUNK rows.
    const uniform = rows.every(
      (r) => Object.keys(r).length === all.length && all.every((c) => r[c] !== undefined),
    );
    const into = sql`insert into ${sql.table(table)} as t (${sql.join(all.map((c) => sql.ref(c)))})`;
    const target = sql`on conflict (${sql.join(this.keys.map((k) => sql.ref(k)))}) ${conflict}`;
    if (uniform) {
      const source = sql`select ${sql.join(all.map((c) => sql`u.${sql.ref(c)}`))} from ${this.recordset(rows, all)}`;
      await sql`${into} ${source} ${target}`.execute(trx);
      return;
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = rows
        .slice(i, i + CHUNK)
        .map((r) => sql`(${sql.join(all.map((c) => (r[c] === undefined ? sql`default` : sql`${r[c]}`)))})`);
      await sql`${into} values ${sql.join(values)} ${target}`.execute(trx);
    }
  }

  private type(column: string): string {
    const spec = this.spec.columns[column];
    if (!spec) throw new Error(`RowChanges: column ${column} is not declared`);
    const type = pgTypeOf(spec);
    // jsonb_to_recordset takes SQL type names; the array of int4 is spelt int4[].
    return type.startsWith('_') ? `${type.slice(1)}[]` : type;
  }
}
