import { describe, expect, it } from 'vitest';
import { loggableError } from './parked-events.js';

describe('loggableError', () => {
  it.each([
    [
      'a value PostgreSQL could not take',
      Object.assign(new Error('invalid input syntax for type integer: "Maria da Silva"'), { code: '22P02' }),
      '22P02 invalid input syntax for type integer: "…"',
    ],
    [
      'a date out of range',
      Object.assign(new Error('date/time field value out of range: "0000-01-01T00:00:00.000Z"'), {
        code: '22008',
      }),
      '22008 date/time field value out of range: "…"',
    ],
    [
      'the names of our constraints and tables',
      Object.assign(
        new Error('duplicate key value violates unique constraint "user_directory_cst_login_key"'),
        {
          code: '23505',
        },
      ),
      '23505 duplicate key value violates unique constraint "user_directory_cst_login_key"',
    ],
    ['a value in single quotes', new Error("cannot cast 'Olá, turma' to json"), "cannot cast '…' to json"],
    [
      'a bug of ours',
      new TypeError("Cannot read properties of undefined (reading 'nomUsuario')"),
      "Cannot read properties of undefined (reading '…')",
    ],
    ['only the first line', new Error('boom\n    at project (file.ts:1:1)'), 'boom'],
    ['something thrown that is not an error', 'broken', 'broken'],
  ])('masks %s', (_case, error, logged) => {
    expect(loggableError(error)).toBe(logged);
  });
});
