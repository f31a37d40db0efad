import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { UserEvent } from '@school/modules/identity';
import type { TableNames, Trx } from './projection.js';
import type { SchemaSpec } from './schema.js';
import { erasedColumns } from './tables.js';

type Erasure = Extract<UserEvent, { type: 'PersonalDataErased' }>;

/** The fact after which a person's identity and text read "Dados removidos" (decision 0061). */
export const ERASURE_EVENT: Erasure['type'] = 'PersonalDataErased';

const isErasure = (event: RecordedEvent): boolean => event.type === ERASURE_EVENT;
const erasedUser = (event: RecordedEvent): number => (event.data as Erasure['data']).codBseUsuario;

/** The tables of a schema that declare what an erasure leaves in them (`erase`). */
export function erasableTables(schema: SchemaSpec): string[] {
  return Object.keys(schema).filter((table) => schema[table]!.erase !== undefined);
}

/**
 * Rewrites the rows of these people in every erasable table of a schema: their personal columns
 * take the values their `erase` declares (one set-based update per table).
 */
export async function eraseRows(
  trx: Trx,
  schema: SchemaSpec,
  names: TableNames,
  people: readonly number[],
): Promise<void> {
  if (people.length === 0) return;
  for (const table of erasableTables(schema)) {
    const spec = schema[table]!;
    const values = [...erasedColumns(table, spec)];
    // A nullable column that held nothing holds nothing still, as a rebuild from sealed events leaves it.
    const nullable = (column: string) => {
      const type = spec.columns[column]!;
      return (typeof type === 'string' ? type : type.type).endsWith('?');
    };
    const set = sql.join(
      values.map(([column, value]) =>
        value !== null && nullable(column)
          ? sql`${sql.ref(column)} = case when ${sql.ref(column)} is null then null else ${value} end`
          : sql`${sql.ref(column)} = ${value}`,
      ),
    );
    await sql`update ${sql.table(names[table]!)} set ${set}
      where ${sql.ref(spec.erase!.person)} = any(${[...people]}::int[])`.execute(trx);
  }
}

/**
 * Applies a batch with its erasures in the order of the log: the events up to an erasure (the
 * erasure included, for a read model that handles it itself) go to `project`, then the erased
 * people's rows are rewritten, then the events after it; erasures in a row are applied at once.
 * A batch without one is projected as it is.
 */
export async function projectWithErasures(
  events: readonly RecordedEvent[],
  project: (events: readonly RecordedEvent[]) => Promise<void>,
  erase: (people: readonly number[]) => Promise<void>,
): Promise<void> {
  if (!events.some(isErasure)) return project(events);
  let start = 0;
  while (start < events.length) {
    let end = start;
    while (end < events.length && !isErasure(events[end]!)) end++;
    const people: number[] = [];
    while (end < events.length && isErasure(events[end]!)) people.push(erasedUser(events[end++]!));
    await project(events.slice(start, end));
    await erase(people);
    start = end;
  }
}
