/**
 * The ordered lists of the content (a trail's chapters, a chapter's lessons, a lesson's
 * contents): each item has an id (`key`) and its place (`numSequencia`), kept alike by each
 * list's decider.
 */
interface Placed {
  numSequencia: number;
}

/** The place after the last (1 in an empty list). */
export const nextSequence = (items: readonly Placed[]): number =>
  Math.max(0, ...items.map((i) => i.numSequencia)) + 1;

/** The list without the item whose `key` is `id`. */
export const withoutItem = <T, K extends keyof T>(items: readonly T[], key: K, id: T[K]): T[] =>
  items.filter((item) => item[key] !== id);

/** The list once two of its items swapped places: each move gives an item (by `key`) its new place. */
export function swapPlaces<T extends Placed, K extends keyof T>(
  items: readonly T[],
  key: K,
  moves: readonly Pick<T, K | 'numSequencia'>[],
): T[] {
  const moved = new Map(moves.map((m) => [m[key], m.numSequencia]));
  return items.map((item) => ({ ...item, numSequencia: moved.get(item[key]) ?? item.numSequencia }));
}
