/**
 * The items in a random order that is never the given one when it can differ (a shuffled
 * pool must not come as it was). `random` is injectable for tests.
 */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const list = [...items];
  for (let attempt = 0; attempt < 10; attempt++) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    if (list.length < 2 || list.some((item, i) => item !== items[i])) return list;
  }
  return list;
}
