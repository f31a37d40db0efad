import { describe, expect, it } from 'vitest';
import { unstorableTextAt } from './unstorable-text.js';

describe('unstorableTextAt: text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', 'a\u0000b', ''],
    ['a lone high surrogate', 'x\uD800', ''],
    ['a lone low surrogate', '\uDC00x', ''],
    ['a low surrogate before its high half', '\uDC00\uD800', ''],
    ['a NUL deep in a body', { a: [{ b: 'ok' }, { c: 'n\u0000' }] }, 'a.1.c'],
    ['a lone surrogate in a key', { ['k\uD83D']: 1 }, 'k\uD83D'],
    ['a NUL in a query array', { search: ['ok', '\u0000'] }, 'search.1'],
  ])('finds %s', (_name, value, path) => {
    expect(unstorableTextAt(value)).toBe(path);
  });

  it.each([
    ['plain text', 'Informações inválidas.'],
    ['an emoji (a whole surrogate pair)', 'oi 🇧🇷 😴'],
    ['numbers, booleans, null', { a: 1, b: true, c: null, d: [1.5, false] }],
    ['the escape as typed text', { a: '\\u0000 and \\ud800' }],
    ['a function (a socket acknowledgement)', [() => undefined]],
  ])('passes %s', (_name, value) => {
    expect(unstorableTextAt(value)).toBeNull();
  });

  it('refuses a nesting too deep to walk', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(unstorableTextAt(deep)).not.toBeNull();
  });
});
