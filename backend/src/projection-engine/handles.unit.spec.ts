import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_PROJECTIONS } from '../projections.js';

const root = new URL('../../../', import.meta.url);

/** Every event type the catalogue lists (the first column of its tables). */
const catalogued = new Set(
  [...readFileSync(new URL('docs/events.md', root), 'utf8').matchAll(/^\| `([A-Z]\w+)` \|/gm)].map(
    (m) => m[1]!,
  ),
);

/** The catalogued event types a read model's source names in quotes: those it reads. */
function namedIn(folder: string): Set<string> {
  const dir = new URL(`projections/${folder}/`, root);
  const named = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.spec.'))) {
    for (const [, type] of readFileSync(new URL(file, dir), 'utf8').matchAll(/['"]([A-Z]\w+)['"]/g))
      if (catalogued.has(type!)) named.add(type!);
  }
  return named;
}

// The engine hands a read model only the events of its `handles`: one it reads but does not
// declare would silently never reach it.
describe('what each read model handles', () => {
  it.each(ALL_PROJECTIONS.map((p) => [p.name, p] as const))(
    '%s declares every event type it reads',
    (name, p) => {
      const named = namedIn(name);
      if (p.handles === 'all') {
        expect(named.size).toBe(0);
        return;
      }
      expect(named.size).toBeGreaterThan(0);
      expect([...named].filter((t) => !p.handles.includes(t))).toEqual([]);
      expect(p.handles.filter((t) => !catalogued.has(t))).toEqual([]);
    },
  );
});
