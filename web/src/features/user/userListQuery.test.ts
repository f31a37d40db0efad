import { describe, expect, it } from 'vitest';
import { filterParams, filtersFrom, hasFilters } from './userListQuery';

describe('the users list filters in the query string', () => {
  it('reads the filters set and ignores values that are none', () => {
    const filters = filtersFrom(
      new URLSearchParams('codBsePerfil=6&codBseUnidade=x&codBseTurma=-2&status=asleep'),
    );
    expect(filters).toEqual({ codBsePerfil: 6, codBseUnidade: null, codBseTurma: null, status: null });
    expect(filterParams(filters)).toEqual({ codBsePerfil: '6' });
    expect(hasFilters(filters)).toBe(true);
  });

  it('writes back what it reads, and nothing when none is set', () => {
    const query = 'codBsePerfil=5&codBseUnidade=3&codBseTurma=8&status=inactive';
    expect(new URLSearchParams(filterParams(filtersFrom(new URLSearchParams(query)))).toString()).toBe(query);
    const none = filtersFrom(new URLSearchParams(''));
    expect([filterParams(none), hasFilters(none)]).toEqual([{}, false]);
  });
});
