import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, RecordedEvent } from '@school/modules/kernel';
import { defineProjection, eventsOf, onEach, type SchemaSpec, tableDdl, type Trx } from './index.js';

// Compiles SQL as PostgreSQL would receive it, without a database.
const db = new Kysely<never>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const schema = {
  visits: {
    columns: {
      id: 'uuid',
      position: { type: 'text', collate: 'C' },
      login: 'text',
      user_id: 'int4?',
      ok: { type: 'bpchar', length: 1 },
      bytes: { type: 'int8', default: '0' },
      tags: { type: '_int4', default: "'{}'" },
    },
    primaryKey: ['id', 'position'],
    primaryKeyIncludes: ['ok'],
    unique: [['login']],
    indexes: [['login text_pattern_ops', 'position desc'], { on: ['user_id'], where: 'user_id is not null' }],
  },
} as const satisfies SchemaSpec;

type Visited = DomainEvent<'Visited', { id: string }>;
type Left = DomainEvent<'Left', { at: number }>;

const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: type,
  type,
  data,
  metadata: {},
  streamName: 's',
  revision: 0,
  position: '1',
  createdAt: new Date(0),
});

describe('tables from their declaration', () => {
  it('creates each table with its columns in order, its keys, then its unnamed indexes', () => {
    const statements = tableDdl('visits', schema.visits, 'visits_rebuild').map((s) => s.compile(db).sql);
    expect(statements).toEqual([
      'create table "visits_rebuild" ("id" uuid not null, "position" text collate "C" not null, ' +
        '"login" text not null, "user_id" int4, "ok" bpchar(1) not null, "bytes" int8 not null default 0, ' +
        `"tags" int4[] not null default '{}', primary key ("id", "position") include ("ok"), unique ("login"))`,
      'create index on "visits_rebuild" ("login" text_pattern_ops, "position" desc)',
      'create index on "visits_rebuild" ("user_id") where user_id is not null',
    ]);
  });

  it('refuses a key or an index on a column it does not declare', () => {
    expect(() => tableDdl('t', { columns: { a: 'int4' }, primaryKey: 'b' })).toThrow(
      't: b is not a declared column',
    );
    expect(() => tableDdl('t', { columns: { a: 'int4' }, primaryKey: 'a', indexes: [['c desc']] })).toThrow(
      't: c is not a declared column',
    );
  });
});

describe('defineProjection', () => {
  it('derives its tables from the schema and hands project only the events of handles, typed', async () => {
    const seen: string[] = [];
    const projection = defineProjection<Visited | Left>()({
      name: 'visits',
      schema,
      handles: ['Visited'],
      async project(events) {
        for (const e of events) seen.push(e.data.id); // typed: Visited's data
      },
    });
    expect(projection.tables).toEqual(['visits']);
    expect(projection.version).toBeUndefined();
    expect(projection.handles).toEqual(['Visited']);
    const batch = [
      recorded('Visited', { id: 'a' }),
      recorded('Left', { at: 1 }),
      recorded('Visited', { id: 'b' }),
    ];
    await projection.project(batch, {} as Trx, { visits: 'visits' });
    expect(seen).toEqual(['a', 'b']);
  });

  it('names only event types of its union in handles', () => {
    const define = defineProjection<Visited | Left>();
    const project = async () => {};
    // @ts-expect-error 'Came' is no type of Visited | Left
    expect(define({ name: 'x', schema, handles: ['Came'], project }).handles).toEqual(['Came']);
  });

  it("hands every event to a read model of 'all'", async () => {
    const seen: string[] = [];
    const projection = defineProjection()({
      name: 'all',
      version: 2,
      schema,
      handles: 'all',
      async project(events) {
        seen.push(...events.map((e) => e.type));
      },
    });
    await projection.project([recorded('Visited', {}), recorded('Left', {})], {} as Trx, { visits: 'v' });
    expect([projection.version, seen]).toEqual([2, ['Visited', 'Left']]);
  });

  it('picks events of some types out of a batch (eventsOf)', () => {
    const left = eventsOf<Visited | Left>()(['Left']);
    const batch = [recorded('Visited', { id: 'a' }), recorded('Left', { at: 1 })];
    expect(left.pick(batch).map((e) => e.data.at)).toEqual([1]);
    expect(batch.map(left.is)).toEqual([false, true]);
  });

  it('hands each event to the handler of its type, in order (onEach)', () => {
    const handled = eventsOf<Visited | Left>()(['Visited', 'Left']);
    const batch = handled.pick([recorded('Visited', { id: 'a' }), recorded('Left', { at: 1 })]);
    const seen: string[] = [];
    onEach(batch, { Visited: (e) => seen.push(e.data.id), Left: (e) => seen.push(`left ${e.data.at}`) });
    expect(seen).toEqual(['a', 'left 1']);
    const incomplete = () =>
      // @ts-expect-error Left has no handler
      onEach(batch, { Visited: () => {} });
    expect(incomplete).toThrow(TypeError);
  });
});
