/** A square maze: for each cell (row * size + col), the neighbours it opens onto. */
export interface Maze {
  size: number;
  open: Set<number>[];
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export function step(maze: Maze, cell: number, direction: Direction): number | null {
  const { size } = maze;
  const row = Math.floor(cell / size);
  const col = cell % size;
  const next =
    direction === 'up'
      ? row > 0
        ? cell - size
        : null
      : direction === 'down'
        ? row < size - 1
          ? cell + size
          : null
        : direction === 'left'
          ? col > 0
            ? cell - 1
            : null
          : col < size - 1
            ? cell + 1
            : null;
  return next !== null && maze.open[cell]!.has(next) ? next : null;
}

/** A perfect maze (one path between any two cells) by a depth-first search, `random` choosing. */
export function generateMaze(size: number, random: () => number): Maze {
  const open = Array.from({ length: size * size }, () => new Set<number>());
  const seen = new Set([0]);
  const stack = [0];
  while (stack.length) {
    const cell = stack[stack.length - 1]!;
    const row = Math.floor(cell / size);
    const col = cell % size;
    const around = [
      row > 0 ? cell - size : -1,
      row < size - 1 ? cell + size : -1,
      col > 0 ? cell - 1 : -1,
      col < size - 1 ? cell + 1 : -1,
    ].filter((n) => n >= 0 && !seen.has(n));
    if (around.length === 0) {
      stack.pop();
      continue;
    }
    const next = around[Math.floor(random() * around.length)]!;
    open[cell]!.add(next);
    open[next]!.add(cell);
    seen.add(next);
    stack.push(next);
  }
  return { size, open };
}

/** The path from `from` to the cell farthest from it (a breadth-first search). */
export function longestPath(maze: Maze, from: number): number[] {
  const parent = new Map<number, number>([[from, -1]]);
  const queue = [from];
  let last = from;
  while (queue.length) {
    const cell = queue.shift()!;
    last = cell;
    for (const n of maze.open[cell]!)
      if (!parent.has(n)) {
        parent.set(n, cell);
        queue.push(n);
      }
  }
  const path = [];
  for (let c = last; c !== -1; c = parent.get(c)!) path.unshift(c);
  return path;
}

/** Four checkpoints spread along a path (its quarters, the last at its end). */
export function checkpointsOn(path: readonly number[]): number[] {
  return [1, 2, 3, 4].map((q) => path[Math.max(1, Math.round((q * (path.length - 1)) / 4))]!);
}
