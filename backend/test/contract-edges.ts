import fc from 'fast-check';
import { z } from 'zod';

/** The ids of records a test made, by field name (`codBseTurma`): a field of that name takes it more often than not. */
export type KnownIds = Readonly<Record<string, number>>;

/** The longest text tried for a field with no maximum (longer than any btree index row PostgreSQL takes). */
const UNBOUNDED_TEXT = 3000;
/** The most items tried in a list with no maximum. */
const UNBOUNDED_LIST = 4;

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Mostly one of the edges, sometimes anything the generator makes. */
const edgy = <T>(edges: T[], anything?: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  anything
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...edges) }, { weight: 1, arbitrary: anything })
    : fc.constantFrom(...edges);

/** `count` UTF-16 units of `unit` (one or two units), padded with 'a': what zod counts as `length`. */
const repeatTo = (unit: string, count: number) =>
  unit.repeat(Math.floor(count / unit.length)) + 'a'.repeat(count % unit.length);

/** Text at its edges: the shortest and longest it takes, of plain, astral (two units each) and combining characters. */
function textOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum as number));
  const bounded = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum as number);
  const max = bounded.length > 0 ? Math.min(...bounded) : UNBOUNDED_TEXT;
  const pattern = [def, ...checks].find((c) => c.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
  const edges = [
    repeatTo('a', Math.max(min, 1)),
    repeatTo('a', max),
    repeatTo('\u{1F600}', max), // astral: two units each
    repeatTo('e\u0301', max), // a letter and its combining acute accent
    repeatTo('\u{10FFFF}', max), // the last code point
    ` ${repeatTo('ç', Math.max(max - 2, 1))} `, // spaces a trim takes away
  ].filter((s) => s.length >= min && s.length <= max);
  const anything = fc
    .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 200) })
    .filter((s) => s.length >= min && s.length <= max);
  return edgy(edges, anything);
}

/** A date field (`dateField`: its format and range in the schema's meta) at its first and last values, and a leap day. */
function dateOf(meta: {
  format: string;
  formatMinimum: string;
  formatMaximum: string;
}): fc.Arbitrary<string> {
  const { format, formatMinimum: first, formatMaximum: last } = meta;
  const days = fc
    .date({
      min: new Date(`${first}T00:00:00Z`),
      max: new Date(`${last}T23:59:59.999Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString());
  if (format === 'date')
    return edgy(
      [first, last, '2000-02-29'],
      days.map((d) => d.slice(0, 10)),
    );
  if (format === 'local-minute')
    return edgy(
      [`${first}T00:00`, `${last}T23:59`, '2000-02-29T12:00'],
      days.map((d) => d.slice(0, 16)),
    );
  return edgy(
    [
      `${first}T00:00:00.000Z`,
      `${last}T23:59:59.999Z`,
      `${first}T00:00:00+14:00`,
      `${last}T23:59:59.999-12:00`,
      '2000-02-29T12:00:00-03:00',
    ],
    days,
  );
}

/**
 * A bare ISO format of zod (`z.iso.datetime()`, `z.iso.date()`): its pattern takes every year from
 * 0000 to 9999 and offsets to ±23:59, so those are its edges (no contract should have one: `dateField`).
 */
function isoOf(def: Def): fc.Arbitrary<string> | null {
  const pattern = def.pattern as RegExp;
  const candidates =
    def.format === 'date'
      ? ['0000-01-01', '9999-12-31']
      : def.format === 'datetime'
        ? [
            '0000-01-01T00:00:00.000Z',
            '9999-12-31T23:59:59.999Z',
            '2026-01-01T00:00:00+23:59',
            '0000-01-01T00:00',
          ]
        : [];
  const edges = candidates.filter((c) => pattern.test(c));
  return edges.length > 0 ? edgy(edges, fc.stringMatching(pattern)) : null;
}

/** A number at its edges: the least and greatest it takes, and their neighbours (halves where not whole). */
function numberOf(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const whole = checks.some((c) => c.check === 'number_format');
  const step = whole ? 1 : 0.5;
  const low = checks.filter((c) => c.check === 'greater_than');
  const high = checks.filter((c) => c.check === 'less_than');
  const min = Math.max(
    -Number.MAX_SAFE_INTEGER,
    ...low.map((c) => (c.inclusive ? (c.value as number) : (c.value as number) + step)),
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    ...high.map((c) => (c.inclusive ? (c.value as number) : (c.value as number) - step)),
  );
  const edges = [min, max, min + step, max - step].filter((n) => n >= min && n <= max);
  const anything = whole
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc
        .integer({
          min: Math.max(Math.ceil(min * 2), -(2 ** 31)),
          max: Math.min(Math.floor(max * 2), 2 ** 31 - 1),
        })
        .map((n) => n / 2);
  return edgy(edges, anything);
}

type Inner = (schema: unknown, field?: string) => fc.Arbitrary<unknown>;
type DateMeta = { format: string; formatMinimum: string; formatMaximum: string };
const nothing = () => fc.constant(undefined);
const itself = (def: Def, inner: Inner) => inner(def.innerType);

/** A generator per zod type: its definition, the generator of its parts, its field's name, the known ids. */
const GENERATORS: Record<
  string,
  (def: Def, inner: Inner, field: string | undefined, ids: KnownIds, meta?: DateMeta) => fc.Arbitrary<unknown>
> = {
  string: (def, _inner, _field, _ids, meta) =>
    meta?.formatMinimum ? dateOf(meta) : (isoOf(def) ?? textOf(def)),
  number: (def, _inner, field, ids) => {
    const known = field !== undefined ? ids[field] : undefined;
    const numbers = numberOf(def);
    return known === undefined
      ? numbers
      : fc.oneof({ weight: 4, arbitrary: fc.constant(known) }, { weight: 1, arbitrary: numbers });
  },
  boolean: () => fc.boolean(),
  enum: (def) => fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)),
  literal: (def) => fc.constantFrom(...(def.values as unknown[])),
  null: () => fc.constant(null),
  undefined: nothing,
  unknown: nothing,
  any: nothing,
  transform: nothing,
  custom: nothing,
  object: (def, inner) =>
    fc.record(
      Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, s]) => [k, inner(s, k)]),
      ),
    ),
  array: (def, inner) => {
    const checks = checksOf(def);
    const min = Math.max(
      0,
      ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum as number),
    );
    const maxes = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum as number);
    const max = maxes.length > 0 ? Math.min(...maxes) : Math.max(min, UNBOUNDED_LIST);
    return fc.array(inner(def.element), { minLength: min, maxLength: max });
  },
  tuple: (def, inner) => fc.tuple(...(def.items as z.ZodType[]).map((s) => inner(s))),
  record: (def, inner) =>
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner(def.valueType), { maxKeys: 3 }),
  union: (def, inner) => fc.oneof(...(def.options as z.ZodType[]).map((s) => inner(s))),
  intersection: (def, inner) =>
    fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) })),
  optional: (def, inner) =>
    fc.oneof(
      { weight: 4, arbitrary: inner(def.innerType) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  nullable: (def, inner) =>
    fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(null) }),
  default: itself,
  prefault: itself,
  readonly: itself,
  catch: itself,
  nonoptional: itself,
  // A value transformed, then checked (a preprocess, `.transform(...).pipe(...)`) is read from the
  // check; any other pipe from its input.
  pipe: (def, inner) => {
    const input = defOf(def.in as z.ZodType);
    const transformed =
      input.type === 'transform' ||
      (input.type === 'pipe' && defOf(input.out as z.ZodType).type === 'transform');
    return inner(transformed ? def.out : def.in);
  },
  lazy: (def, inner) => inner((def.getter as () => z.ZodType)()),
};

/**
 * What a zod schema accepts, biased to its edges: the smallest and largest dates, numbers and
 * texts it takes (lengths counted as zod counts them, in UTF-16 units), every enum value and
 * literal, unicode at the limits (astral characters, combining marks). A field named in `ids`
 * mostly takes that record's id. Refinements the schema keeps in code are not read: a value
 * they refuse is simply refused by the route. A zod type with no generator throws, named.
 */
export function edgesOf(schema: z.ZodType, ids: KnownIds = {}, field?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const generate = GENERATORS[def.type];
  if (!generate) throw new Error(`edgesOf: no generator for a zod ${def.type} (field ${field ?? '(root)'})`);
  const inner: Inner = (s, name = field) => edgesOf(s as z.ZodType, ids, name);
  return generate(def, inner, field, ids, z.globalRegistry.get(schema) as DateMeta | undefined);
}
