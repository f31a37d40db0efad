import { describe, expect, it } from 'vitest';
import { fold, pageCount, pageRange, pageWindow, PAGE_SIZES } from './paging';

describe('paging', () => {
  it('uses the spec sizes', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('gives the rows shown', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 10, 57)).toEqual({ from: 1, to: 10 });
    expect(pageRange(6, 10, 57)).toEqual({ from: 51, to: 57 });
  });

  it.each([
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 3, 4, 5]],
    [2, 12, [1, 2, 3, 4, 5]],
    [6, 12, [4, 5, 6, 7, 8]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
  ])('shows at most 5 page links around page %i of %i', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });

  it('searches without case or accents', () => {
    expect(fold('São JOÃO')).toBe('sao joao');
  });
});
