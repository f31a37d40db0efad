import { sql } from 'kysely';
import type { Trx } from './projection.js';
import type { TableSpec } from './schema.js';

type Key = string | number;
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

/**
 * The changes a batch makes to one table of rows with a one-column key, folded in memory in
 * event order (a row created, renamed and deleted in one batch is never written), then written
 * set-based: one delete, chunked inserts, and one update per set of columns patched on rows an
 * earlier batch wrote. Every projector writes through it, so a rebuild folds almost everything
 * into the inserts. The table's declaration gives the column types the set-based update needs.
 */
export class RowChanges<R extends Row> {
  private readonly changes = new Map<Key, Change<R>>();
  /** Rows deleted in this batch, also those inserted again afterwards. */
  private readonly deleted = new Set<Key>();

  constructor(
    private readonly spec: TableSpec,
    private readonly key: keyof R & string,
    private readonly options: RowChangesOptions<R> = {},
  ) {}

  insert(row: R): void {
    this.changes.set(row[this.key] as Key, { kind: 'insert', row });
  }

  patch(id: Key, changed: Partial<R>): void {
    // A field left undefined is not changed (a JSON record would write it as null).
    const fields = Object.fromEntries(
      Object.entries(changed).filter(([, v]) => v !== undefined),
    ) as Partial<R>;
    if (Object.keys(fields).length === 0) return;
    const previous = this.changes.get(id);
    if (previous?.kind === 'delete') return;
    if (previous?.kind === 'insert')
      this.changes.set(id, { kind: 'insert', row: { ...previous.row, ...fields } });
    else this.changes.set(id, { kind: 'patch', fields: { ...previous?.fields, ...fields } });
  }

  delete(id: Key): void {
    this.changes.set(id, { kind: 'delete' });
    this.deleted.add(id);
  }

  /** The row as this batch leaves it, when the batch inserted it. */
  pending(id: Key): R | undefined {
    const change = this.changes.get(id);
    return change?.kind === 'insert' ? change.row : undefined;
  }

  /** What the batch holds for a row (its insert or its patch), to be edited in place; undefined if nothing. */
  held(id: Key): Partial<R> | undefined {
    const change = this.changes.get(id);
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
    if (this.deleted.size)
      await trx
        .deleteFrom(table)
        .where(sql.ref(this.key), 'in', [...this.deleted])
        .execute();
    const inserts = [...this.changes.values()].flatMap((c) => (c.kind === 'insert' ? [c.row] : []));
    for (let i = 0; i < inserts.length; i += CHUNK)
      await this.insertChunk(trx, table, inserts.slice(i, i + CHUNK));
  }

  async applyPatches(trx: Trx, table: string): Promise<void> {
    // Rows patched on the same columns share one set-based update.
    const groups = new Map<string, Partial<R>[]>();
    for (const [id, change] of this.changes) {
      if (change.kind !== 'patch') continue;
      const columns = Object.keys(change.fields).sort().join(',');
      groups.set(columns, [
        ...(groups.get(columns) ?? []),
        { ...change.fields, [this.key]: id } as Partial<R>,
      ]);
    }
    for (const [joined, rows] of groups) {
      const columns = joined.split(',');
      const types = [this.key, ...columns].map((c) => sql`${sql.ref(c)} ${sql.raw(this.type(c))}`);
      for (let i = 0; i < rows.length; i += CHUNK)
        await sql`update ${sql.table(table)} as t set ${sql.join(columns.map((c) => sql`${sql.ref(c)} = u.${sql.ref(c)}`))}
          from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as u(${sql.join(types)})
          where t.${sql.ref(this.key)} = u.${sql.ref(this.key)}`.execute(trx);
    }
  }

  private async insertChunk(trx: Trx, table: string, rows: R[]): Promise<void> {
    const { onConflict = 'replace', add = [], keep = [] } = this.options;
    const columns = Object.keys(rows[0]!).filter((c) => c !== this.key && !keep.includes(c));
    await trx
      .insertInto(table)
      .values(rows)
      .onConflict((oc) => {
        const target = oc.column(this.key);
        // A replayed batch finds its rows already there: it writes them again, the same, or leaves them.
        if (onConflict === 'nothing' || columns.length === 0) return target.doNothing();
        return target.doUpdateSet((eb) =>
          Object.fromEntries(
            columns.map((c) => [
              c,
              add.includes(c)
                ? sql`${sql.ref(`${table}.${c}`)} + ${eb.ref(`excluded.${c}`)}`
                : eb.ref(`excluded.${c}`),
            ]),
          ),
        );
      })
      .execute();
  }

  private type(column: string): string {
    const spec = this.spec[column];
    if (!spec) throw new Error(`RowChanges: column ${column} is not declared`);
    const type = spec.replace('?', '');
    // jsonb_to_recordset takes SQL type names; the array of int4 is spelt int4[].
    return type.startsWith('_') ? `${type.slice(1)}[]` : type;
  }
}
