import { describe, expect, it } from 'vitest';
import { type DomainEvent, ERASED } from '@school/modules/kernel';
import { personalDataErased, projectionSpec, readAfterErasure } from '@school/test-support';
import { defineProjection, onEach, RowChanges, type RowOf, type SchemaSpec } from './index.js';

/** A toy read model: people with a unique login and a photo, and the notes each wrote about another. */
const schema = {
  people: {
    columns: { id: 'int4', login: 'text', name: 'text', photo: 'text?', grade: 'int4' },
    primaryKey: 'id',
    indexes: [{ on: ['login'], where: `login <> '${ERASED}'`, unique: true }],
    erase: { person: 'id', columns: ['login', 'name'], set: { photo: null } },
  },
  notes: {
    columns: { note: 'int4', author: 'int4', about: 'int4', text: 'text' },
    primaryKey: 'note',
    erase: { person: 'author', columns: ['text'] },
  },
} as const satisfies SchemaSpec;

type Joined = DomainEvent<
  'Joined',
  { id: number; login: string; name: string; photo: string | null; grade: number }
>;
type Renamed = DomainEvent<'Renamed', { id: number; name: string }>;
type Noted = DomainEvent<'Noted', { note: number; author: number; about: number; text: string }>;
type Given = Joined | Renamed | Noted | ReturnType<typeof personalDataErased>;

const projection = defineProjection<Joined | Renamed | Noted>()({
  name: 'erasure-toy',
  schema,
  handles: ['Joined', 'Renamed', 'Noted'],
  async project(events, trx, names) {
    const people = new RowChanges<RowOf<typeof schema, 'people'>>(schema.people, 'id');
    const notes = new RowChanges<RowOf<typeof schema, 'notes'>>(schema.notes, 'note');
    onEach(events, {
      Joined: (e) => people.insertFrom(e.data, {}),
      Renamed: (e) => people.patchFrom(e.data.id, e.data, ['name']),
      Noted: (e) => notes.insertFrom(e.data, {}),
    });
    await people.apply(trx, names.people);
    await notes.apply(trx, names.notes);
  },
});

const spec = projectionSpec<Given>(projection);
const joined = (id: number, name: string, photo: string | null = null): Joined => ({
  type: 'Joined',
  data: { id, login: `L-${id}`, name, photo, grade: id * 10 },
});
const noted = (note: number, author: number, about: number, text: string): Noted => ({
  type: 'Noted',
  data: { note, author, about, text },
});

describe('erasure of a person, declared per table (decision 0061)', () => {
  const history = () =>
    [
      joined(1, 'Ana', 'photo-1'),
      joined(2, 'Bruno', 'photo-2'),
      joined(3, 'Carla'),
      { type: 'Renamed', data: { id: 1, name: 'Ana Maria' } } satisfies Renamed,
      noted(10, 1, 2, 'Ana about Bruno'),
      noted(11, 2, 1, 'Bruno about Ana'),
      noted(12, 3, 1, 'Carla about Ana'),
    ].map((e) => spec.recorded(e));
  const personal = {
    1: ['L-1', 'Ana', 'Ana Maria', 'photo-1', 'Ana about Bruno'],
    3: ['L-3', 'Carla', 'Carla about Ana'],
  };

  it('rewrites the erased people’s columns, keeps their records and everyone else’s', async () => {
    const events = history();
    const live = await spec.contentsAfter('live', events, [personalDataErased(1), personalDataErased(3)]);
    expect(live.people).toEqual([
      { id: 1, login: ERASED, name: ERASED, photo: null, grade: 10 },
      { id: 2, login: 'L-2', name: 'Bruno', photo: 'photo-2', grade: 20 },
      { id: 3, login: ERASED, name: ERASED, photo: null, grade: 30 },
    ]);
    // Bruno's note about Ana keeps its text: it is Bruno's.
    expect(live.notes.map((n) => n.text)).toEqual([ERASED, 'Bruno about Ana', ERASED]);
  });

  it('ends the same on a rebuild, whose events already read ERASED, erasures in the batch or not', async () => {
    const events = history();
    const live = await spec.contentsAfter('live2', events, [personalDataErased(1)], [personalDataErased(3)]);
    const sealed = readAfterErasure(events, [...personal[1], ...personal[3]]);
    // Two users whose login reads ERASED live side by side (the unique index leaves them out); a photo id ERASED is none.
    const rebuilt = await spec.contentsAfter('rebuilt', [
      ...sealed,
      spec.recorded(personalDataErased(1)),
      spec.recorded(personalDataErased(3)),
    ]);
    expect(rebuilt).toEqual(live);
    const beforeErasure = await spec.contentsAfter('sealed', sealed);
    expect(beforeErasure).toEqual(live);
  });

  it('applies an erasure where it stands in the batch: a later event of another person is kept', async () => {
    const contents = await spec.contentsAfter('order', [
      joined(1, 'Ana'),
      personalDataErased(1),
      joined(2, 'Bruno'),
      noted(10, 2, 1, 'Bruno about Ana'),
    ]);
    expect(contents.people.map((p) => p.name)).toEqual([ERASED, 'Bruno']);
    expect(contents.notes.map((n) => n.text)).toEqual(['Bruno about Ana']);
  });
});
