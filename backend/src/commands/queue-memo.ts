import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads that one request applying many writes may share (the device queue, decision 0076): within
 * `withQueueMemo`, `memoized(key, read)` reads once per key; anywhere else it just reads. A device's
 * 200 items of one class's trail then find the trail once, not 200 times; the items were done on the
 * device against that trail anyway.
 */
const memos = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function withQueueMemo<T>(work: () => Promise<T>): Promise<T> {
  return memos.run(new Map(), work);
}

export function memoized<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = memos.getStore();
  if (!memo) return read();
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = read();
    memo.set(key, hit);
    // A refusal is not kept: the next item reads again.
    hit.catch(() => memo.delete(key));
  }
  return hit;
}
