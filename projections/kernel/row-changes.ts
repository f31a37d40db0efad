import type { Trx } from './projection.js';

type Change<Row> =
  { kind: 'insert'; row: Row } | { kind: 'patch'; fields: Partial<Row> } | { kind: 'delete' };

/**
 * The changes a batch makes to one table of rows keyed by a numeric id, folded in memory in
 * event order (a row created, renamed and deleted in one batch is never written), then written
 * with one statement per kind: one delete, chunked inserts, and one update per row patched
 * that an earlier batch wrote. Made for the low-volume records of the organization (units,
 * classes, addresses, schools); a rebuild folds almost everything into the inserts.
 */
export class RowChanges<Row extends Record<string, unknown>> {
  private readonly changes = new Map<number, Change<Row>>();

  constructor(private readonly key: keyof Row & string) {}

  insert(row: Row): void {
    this.changes.set(row[this.key] as number, { kind: 'insert', row });
  }

  patch(id: number, fields: Partial<Row>): void {
    if (Object.keys(fields).length === 0) return;
    const previous = this.changes.get(id);
    if (previous?.kind === 'delete') return;
    if (previous?.kind === 'insert')
      this.changes.set(id, { kind: 'insert', row: { ...previous.row, ...fields } });
    else this.changes.set(id, { kind: 'patch', fields: { ...previous?.fields, ...fields } });
  }

  delete(id: number): void {
    this.changes.set(id, { kind: 'delete' });
  }

  /** The row as this batch leaves it, when the batch inserted it. */
  pending(id: number): Row | undefined {
    const change = this.changes.get(id);
    return change?.kind === 'insert' ? change.row : undefined;
  }

  get size(): number {
    return this.changes.size;
  }

  async apply(trx: Trx, table: string): Promise<void> {
    const deletes: number[] = [];
    const inserts: Row[] = [];
    const patches: [number, Partial<Row>][] = [];
    for (const [id, change] of this.changes) {
      if (change.kind === 'delete') deletes.push(id);
      else if (change.kind === 'insert') inserts.push(change.row);
      else patches.push([id, change.fields]);
    }
    if (deletes.length)
      await trx
        .deleteFrom(table)
        .where(this.key, 'in', deletes as never)
        .execute();
    for (let i = 0; i < inserts.length; i += 1000) {
      const chunk = inserts.slice(i, i + 1000);
      const columns = Object.keys(chunk[0]!).filter((c) => c !== this.key);
      // A replayed batch finds its rows already there: it writes them again, the same.
      await trx
        .insertInto(table)
        .values(chunk)
        .onConflict((oc) =>
          oc
            .column(this.key)
            .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]))),
        )
        .execute();
    }
    for (const [id, fields] of patches)
      await trx
        .updateTable(table)
        .set(fields)
        .where(this.key, '=', id as never)
        .execute();
  }
}
