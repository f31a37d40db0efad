import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnChange, useStateFrom } from './useStateFrom';

describe('useStateFrom', () => {
  it('starts from the source, keeps the edits, and starts again when the source changes', () => {
    const { result, rerender } = renderHook(({ source }) => useStateFrom(source, (s) => `${s}!`), {
      initialProps: { source: 'a' },
    });
    expect(result.current[0]).toBe('a!');
    act(() => result.current[1]('edited'));
    rerender({ source: 'a' });
    expect(result.current[0]).toBe('edited');
    rerender({ source: 'b' });
    expect(result.current[0]).toBe('b!');
  });
});

describe('useOnChange', () => {
  it('runs while rendering when a dependency changed, never on the first render', () => {
    const runs: unknown[][] = [];
    const { rerender } = renderHook(({ a, b }) => useOnChange([a, b], () => void runs.push([a, b])), {
      initialProps: { a: 1, b: 'x' },
    });
    rerender({ a: 1, b: 'x' });
    expect(runs).toEqual([]);
    rerender({ a: 2, b: 'x' });
    rerender({ a: 2, b: 'y' });
    expect(runs).toEqual([
      [2, 'x'],
      [2, 'y'],
    ]);
  });
});
