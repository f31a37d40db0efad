import { type KeyboardEvent, useRef } from 'react';

/** The index an arrow key moves to in a grid of `count` cells, `columns` wide (null: not an arrow). */
export function gridMove(key: string, index: number, count: number, columns: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -columns,
    ArrowDown: columns,
  };
  const step = moves[key];
  if (step === undefined) return null;
  const next = index + step;
  return next >= 0 && next < count ? next : index;
}

/** Arrow keys move the focus between a grid's cells: each cell takes `ref(i)` and `onKeyDown(i)`. */
export function useGridFocus<E extends HTMLElement>(count: number, columns: number) {
  const cells = useRef<(E | null)[]>([]);
  return {
    ref: (i: number) => (el: E | null) => {
      cells.current[i] = el;
    },
    onKeyDown: (i: number) => (event: KeyboardEvent) => {
      const next = gridMove(event.key, i, count, columns);
      if (next === null) return;
      event.preventDefault();
      cells.current[next]?.focus();
    },
  };
}
