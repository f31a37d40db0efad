import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RecordedEvent } from '@school/modules/kernel';
import { liveNames, type Db, type Projection, type TableNames } from '@school/projections/kernel';
import { createTestDatabase, createTestPool, type TestDatabase } from './database.js';
import { personalDataErased, readAfterErasure } from './events.js';

/** A domain event as a decider emits it: the harness records it. */
export interface GivenEvent {
  type: string;
  data: unknown;
}

/** What a test may set on a recorded event; the rest gets defaults (the next position, a fresh id). */
export type RecordedOptions = Partial<Omit<RecordedEvent, 'type' | 'data'>>;

export interface ProjectionSpec<E extends GivenEvent = GivenEvent> {
  /** The test database, the read model's tables created (usable once the file's beforeAll ran). */
  readonly db: Db;
  readonly pool: pg.Pool;
  /** The event as the store would hand it over, at the next position of this file. */
  recorded(event: E, options?: RecordedOptions): RecordedEvent;
  /**
   * Projects the events as one batch in one transaction, as the engine does: only those of the
   * read model's `handles` (its projector narrows its events to them), the others are skipped.
   */
  given(...events: readonly (E | RecordedEvent)[]): Promise<void>;
  /**
   * Every row of every table of the read model after these batches (each one transaction, as
   * `given`), projected into fresh tables of their own (`<table>_<tag>`), ordered by their key:
   * what two paths to the same state (live, and a rebuild) are compared by.
   */
  contentsAfter(tag: string, ...batches: readonly (readonly (E | RecordedEvent)[])[]): Promise<Contents>;
  /**
   * The erasure of one user's personal data (decision 0061) checked both ways it reaches the read
   * model: live (`events` in clear, then `PersonalDataErased`) and on a rebuild (the same events
   * read with the user's values ERASED, then the erasure, in one batch). Both end with the same
   * rows, none holds any of `personal` (the user's name, login, photo id, texts), and every table
   * keeps as many rows as before the erasure. Answers the contents after it.
   */
  afterErasure(
    tag: string,
    events: readonly (E | RecordedEvent)[],
    codBseUsuario: number,
    personal: readonly string[],
  ): Promise<Contents>;
}

/** Every table's rows, by table. */
export type Contents = Record<string, Record<string, unknown>[]>;

/** Options left undefined keep their defaults. */
const defined = (options: RecordedOptions): RecordedOptions =>
  Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));

const isRecorded = <E extends GivenEvent>(e: E | RecordedEvent): e is RecordedEvent => 'position' in e;

/**
 * A read model on a fresh database of its own for one test file: call it at the top of the
 * file; it registers the hooks that create the tables and drop the database. `E` is the
 * union of the events the test gives (type-checked); recorded events pass as they are.
 */
export function projectionSpec<E extends GivenEvent = GivenEvent>(
  projection: Projection,
  defaults: RecordedOptions = {},
): ProjectionSpec<E> {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  let db: Db | undefined;
  let position = 0;

  beforeAll(async () => {
    database = await createTestDatabase(projection.name);
    pool = createTestPool(database.url, 4);
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await projection.createTables(db, liveNames(projection));
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const spec: ProjectionSpec<E> = {
    get db() {
      if (!db) throw new Error('projectionSpec: the database is ready once beforeAll has run');
      return db;
    },
    get pool() {
      if (!pool) throw new Error('projectionSpec: the pool is ready once beforeAll has run');
      return pool;
    },
    recorded: (event, options = {}) => record(event, options),
    async given(...events) {
      await project(events, liveNames(projection));
    },
    async contentsAfter(tag, ...batches) {
      const names = Object.fromEntries(projection.tables.map((t) => [t, `${t}_${tag}`])) as TableNames;
      await projection.createTables(spec.db, names);
      for (const batch of batches) await project(batch, names);
      const contents: Contents = {};
      for (const table of projection.tables) {
        const key = projection.schema?.[table]?.primaryKey ?? [];
        const order = (typeof key === 'string' ? [key] : key).map((k) => sql.ref(k));
        contents[table] = (
          await sql<Record<string, unknown>>`select * from ${sql.table(names[table]!)}
            order by ${sql.join(order)}`.execute(spec.db)
        ).rows;
      }
      return contents;
    },
    async afterErasure(tag, events, codBseUsuario, personal) {
      const recorded = events.map((e) => (isRecorded(e) ? e : spec.recorded(e)));
      const erasure = record(personalDataErased(codBseUsuario));
      const before = await spec.contentsAfter(`${tag}_before`, recorded);
      const live = await spec.contentsAfter(`${tag}_live`, recorded, [erasure]);
      const rebuilt = await spec.contentsAfter(`${tag}_rebuilt`, [
        ...readAfterErasure(recorded, personal),
        erasure,
      ]);
      expect(rebuilt).toEqual(live);
      const text = JSON.stringify(live);
      expect(personal.filter((value) => text.includes(value))).toEqual([]);
      const counts = (c: Contents) =>
        Object.fromEntries(Object.entries(c).map(([t, rows]) => [t, rows.length]));
      expect(counts(live)).toEqual(counts(before));
      return live;
    },
  };
  /** Any event as the store would hand it over, at the next position of this file. */
  function record(event: GivenEvent, options: RecordedOptions = {}): RecordedEvent {
    position += 1;
    return {
      id: crypto.randomUUID(),
      metadata: {},
      streamName: 'test',
      revision: 0,
      position: `${'0'.repeat(20)}-${String(position).padStart(20, '0')}`,
      createdAt: new Date('2026-11-22T10:00:00Z'),
      ...defined(defaults),
      ...defined(options),
      type: event.type,
      data: event.data,
    };
  }
  async function project(events: readonly (E | RecordedEvent)[], names: TableNames): Promise<void> {
    const recorded = events.map((e) => (isRecorded(e) ? e : spec.recorded(e)));
    const { handles } = projection;
    const batch = handles === 'all' ? recorded : recorded.filter((e) => handles.includes(e.type));
    await spec.db.transaction().execute((trx) => projection.project(batch, trx, names));
  }
  return spec;
}
