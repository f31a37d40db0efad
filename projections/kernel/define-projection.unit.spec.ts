import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, RecordedEvent } from '@school/modules/kernel';
import {
  defineProjection,
  eventsOf,
  onEach,
  projectWithErasures,
  type SchemaSpec,
  tableDdl,
  type Trx,
} from './index.js';

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

  it('creates a partial unique index, and checks what an erasure rewrites against the columns', () => {
    const people = {
      columns: { id: 'int4', login: 'text', name: 'text', photo: 'text?', age: 'int4' },
      primaryKey: 'id',
      indexes: [{ on: ['login'], where: "login <> 'x'", unique: true }],
    } as const;
    expect(tableDdl('p', people)[1]!.compile(db).sql).toBe(
      `create unique index on "p" ("login") where login <> 'x'`,
    );
    const erase = (e: object) => () =>
      tableDdl('p', { ...people, erase: { person: 'id', columns: [], ...e } });
    expect(erase({ columns: ['name'], set: { photo: null } })).not.toThrow();
    expect(erase({ person: 'who' })).toThrow('p: who is not a declared column');
    expect(erase({ columns: ['nick'] })).toThrow('p: nick is not a declared column');
    expect(erase({ columns: ['age'] })).toThrow('p: age is erased but is not text');
    expect(erase({ set: { name: null } })).toThrow('p: name is erased to null but is not nullable');
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

  it('reads the erasures too when a table declares personal columns, and applies each in the order of the log', async () => {
    const personal = { ...schema.visits, erase: { person: 'user_id', columns: ['login'] } } as const;
    const define = defineProjection<Visited | Left>();
    const project = async () => {};
    expect(
      define({ name: 'v', schema: { visits: personal }, handles: ['Visited'], project }).handles,
    ).toEqual(['Visited', 'PersonalDataErased']);
    expect(define({ name: 'v', schema, handles: ['Visited'], project }).handles).toEqual(['Visited']);

    const steps: string[] = [];
    const erased = (id: number) => recorded('PersonalDataErased', { codBseUsuario: id, codSolicitacao: 1 });
    const batch = [
      recorded('Visited', { id: 'a' }),
      erased(7),
      erased(8),
      recorded('Visited', { id: 'b' }),
      erased(9),
    ];
    await projectWithErasures(
      batch,
      async (run) => void steps.push(run.map((e) => e.type[0]).join('')),
      async (people) => void steps.push(`erase ${people.join(',')}`),
    );
    expect(steps).toEqual(['VPP', 'erase 7,8', 'VP', 'erase 9']);
    steps.length = 0;
    await projectWithErasures(
      batch.slice(0, 1),
      async (run) => void steps.push(`${run.length}`),
      async () => {
        steps.push('erase');
      },
    );
    expect(steps).toEqual(['1']);
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
