import type { Kysely, Transaction } from 'kysely';
import type { DomainEvent, RecordedEvent } from '@school/modules/kernel';
import type { SchemaSpec, TableSpec } from './schema.js';
import { createTablesOf } from './tables.js';
import { ERASURE_EVENT, erasableTables, eraseRows, projectWithErasures } from './erasure.js';

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
   * The shape of its tables (1 when omitted). Raise it whenever its tables or the meaning of a
   * column change: at the next start the engine recreates the tables and replays the log.
   */
  readonly version?: number;
  /** Logical table names; the live physical names are the same. */
  readonly tables: readonly T[];
  /**
   * Its tables (columns, keys, indexes), from which their TypeScript types (`TablesOf`) and,
   * through `defineProjection`, createTables derive. Every registered read model declares it.
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

/** A recorded event typed as one of the union `E`: its type and data narrow together. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent
  ? Omit<RecordedEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
  : never;

/** The recorded events of the union `E` whose type is one of `H`. */
export type RecordedOf<E extends DomainEvent, H extends string> = Recorded<Extract<E, { type: H }>>;

/**
 * The events of some types, typed as the members of the union `E` they name (so a switch
 * narrows them, no cast): `eventsOf<UserEvent>()(['UserCreated'])` gives the types
 * (`handles`, for a read model that reads them), a guard for one event and a filter for a batch.
 */
export function eventsOf<E extends DomainEvent = DomainEvent>() {
  return <const H extends E['type']>(handles: readonly H[]) => {
    const types = new Set<string>(handles);
    const is = (event: RecordedEvent): event is RecordedOf<E, H> => types.has(event.type);
    return { handles, is, pick: (events: readonly RecordedEvent[]) => events.filter(is) };
  };
}

/** A read model as written: its tables' declaration, the events it reads, how a batch changes it. */
interface Definition<S extends SchemaSpec, H, Event> {
  readonly name: string;
  /** See `Projection.version`. */
  readonly version?: number;
  /** Its tables: `tables` and `createTables` derive from it. */
  readonly schema: S;
  readonly handles: H;
  /** Applies a batch: only the events of `handles`, typed by them. */
  project(events: readonly Event[], trx: Trx, names: TableNames<keyof S & string>): Promise<void>;
}

/**
 * Defines a read model from its tables' declaration: `tables` and `createTables` derive from
 * `schema`, and `project` gets the events of `handles` typed as the members of `E` (the union
 * of the events it may read) that they name, so it narrows them (a switch, `onEach`) with no cast.
 * Called twice so that `E` is given and the rest inferred:
 * `defineProjection<SchoolEvent | UnitEvent>()({ name, schema, handles: ['UnitCreated'], project })`;
 * `handles: 'all'` gives `project` every event, untyped.
 */
export function defineProjection<E extends DomainEvent = DomainEvent>() {
  function define<const H extends E['type'], S extends SchemaSpec>(
    definition: Definition<S, readonly H[], RecordedOf<E, H>>,
  ): Projection<keyof S & string>;
  function define<S extends SchemaSpec>(
    definition: Definition<S, 'all', RecordedEvent>,
  ): Projection<keyof S & string>;
  function define<S extends SchemaSpec>(
    definition: Definition<S, readonly string[] | 'all', RecordedEvent>,
  ): Projection<keyof S & string> {
    type T = keyof S & string;
    const { handles, schema } = definition;
    // Only the events of `handles` reach `project` (the engine hands it no others; a test or
    // another caller may), so their types say what they are.
    const handled =
      handles === 'all' ? (events: readonly RecordedEvent[]) => events : eventsOf()(handles).pick;
    const project = (events: readonly RecordedEvent[], trx: Trx, names: TableNames<T>) =>
      definition.project(handled(events), trx, names);
    // A read model with personal columns (`erase` on a table) reads the erasures too, applied
    // by one shared handler between the events before and after each (decision 0061).
    if (erasableTables(schema).length === 0) return { ...common(definition), handles, project };
    return {
      ...common(definition),
      handles: handles === 'all' || handles.includes(ERASURE_EVENT) ? handles : [...handles, ERASURE_EVENT],
      async project(events, trx, names) {
        await projectWithErasures(
          events,
          async (run) => {
            const mine = handled(run);
            if (mine.length > 0 || run === events) await definition.project(mine, trx, names);
          },
          (people) => eraseRows(trx, schema, names, people),
        );
      },
    };
  }
  return define;
}

/** What a read model is besides its events: its name, version and tables. */
function common<S extends SchemaSpec>(definition: {
  readonly name: string;
  readonly version?: number;
  readonly schema: S;
}) {
  const { schema } = definition;
  return {
    name: definition.name,
    ...(definition.version === undefined ? {} : { version: definition.version }),
    tables: Object.keys(schema) as (keyof S & string)[],
    schema,
    createTables: (db: Db, names: TableNames<keyof S & string>) =>
      createTablesOf<keyof S & string>(db, schema, names),
  };
}

/** One handler per type of the events `Ev`, each given its event typed (`Ev` a union of recorded events). */
export type EventHandlers<Ev extends { type: string }> = {
  readonly [T in Ev['type']]: (event: Extract<Ev, { type: T }>) => void;
};

/**
 * Hands each event of a batch, in order, to the handler of its type: a projector's switch as a
 * map, exhaustive as `assertNever` made the switch (a type without its handler does not compile).
 */
export function onEach<Ev extends { type: string }>(
  events: readonly Ev[],
  handlers: EventHandlers<Ev>,
): void {
  for (const event of events) (handlers[event.type as Ev['type']] as (event: Ev) => void)(event);
}
