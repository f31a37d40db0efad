import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as assessment from '@school/modules/assessment/contracts';
import * as community from '@school/modules/community/contracts';
import * as content from '@school/modules/content/contracts';
import * as identity from '@school/modules/identity/contracts';
import * as organization from '@school/modules/organization/contracts';
import * as reporting from '@school/modules/reporting/contracts';
import * as support from '@school/modules/support/contracts';
import * as teaching from '@school/modules/teaching/contracts';
import * as kernel from './contracts.js';
import { isMessageCode, issueCode } from './messages.js';

const CONTEXTS = {
  assessment,
  community,
  content,
  identity,
  kernel,
  organization,
  reporting,
  support,
  teaching,
};

/** What zod says where a contract sets no message of its own (per-parse, below every contract's own). */
const ZOD_DEFAULT = '<zod default>';

/** Values a client may send in place of a whole request or of one of its fields. */
const HOSTILE: readonly unknown[] = [
  null,
  undefined,
  42,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x',
  'x'.repeat(100_001),
  '2026-13-45',
  true,
  [],
  [null],
  {},
];

/** Every zod schema a context's contracts export, by `context.name`. */
const schemas = Object.entries(CONTEXTS).flatMap(([context, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${context}.${name}`, schema })),
);

/** The hostile values as the whole input, and in each field of an object schema (the rest left out). */
function inputsOf(schema: z.ZodType): unknown[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  return [...HOSTILE, ...Object.keys(shape).flatMap((field) => HOSTILE.map((value) => ({ [field]: value })))];
}

describe('the messages of the contracts', () => {
  it('finds the contracts’ schemas', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it.each(schemas)('$name: every message it sets is a message code', ({ schema }) => {
    const notCodes = inputsOf(schema).flatMap((input) => {
      const parsed = schema.safeParse(input, { error: () => ZOD_DEFAULT });
      return (parsed.error?.issues ?? [])
        .filter((issue) => issue.message !== ZOD_DEFAULT && !isMessageCode(issue.message))
        .map((issue) => `${issue.path.join('.') || '(input)'}: ${issue.message}`);
    });
    expect([...new Set(notCodes)]).toEqual([]);
  });

  it('answers zod’s own text as generic.invalid, a contract’s code as itself', () => {
    const schema = z.object({ titulo: z.string().min(1, 'support.subjectRequired') });
    const issues = (input: unknown) => schema.safeParse(input).error?.issues ?? [];
    expect(issues(null).map(issueCode)).toEqual(['generic.invalid']);
    expect(issues({ titulo: 42 }).map(issueCode)).toEqual(['generic.invalid']);
    expect(issues({ titulo: '' }).map(issueCode)).toEqual(['support.subjectRequired']);
    expect(issueCode(undefined)).toBe('generic.invalid');
  });
});
