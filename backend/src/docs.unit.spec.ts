import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_PROJECTIONS } from './projections.js';

// The docs say what the code has: a registered read model or an event type they omit fails here.
const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The text of a `## title` section, up to the next `## ` heading. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no "## ${title}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'dist' || entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

/** Every event type the contexts declare: the literal of each `DomainEvent<'Type', ...>` in their unions. */
function eventTypes(): string[] {
  const types = sources('modules').flatMap((path) =>
    [...read(path).matchAll(/DomainEvent<\s*'(\w+)'/g)].map((m) => m[1]!),
  );
  return [...new Set(types)].sort();
}

describe('docs', () => {
  it('architecture.md describes every registered read model in its read-model section', () => {
    const readModels = section(read('docs/architecture.md'), 'Read models');
    const missing = ALL_PROJECTIONS.map((p) => p.name).filter((name) => !readModels.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('events.md lists every table of every registered read model', () => {
    const tables = section(read('docs/events.md'), 'Read models');
    const missing = ALL_PROJECTIONS.flatMap((p) => p.tables).filter((t) => !tables.includes(`| \`${t}\` |`));
    expect(missing).toEqual([]);
  });

  it('reporting.md documents every table of every registered read model for the analysts', () => {
    const doc = read('docs/reporting.md');
    const missing = ALL_PROJECTIONS.flatMap((p) => p.tables).filter((t) => !doc.includes(`### \`${t}\``));
    expect(missing).toEqual([]);
  });

  it('events.md catalogues every event type', () => {
    const types = eventTypes();
    expect(types.length).toBeGreaterThan(30); // the scan finds the unions at all
    const catalogue = read('docs/events.md');
    expect(types.filter((type) => !catalogue.includes(`| \`${type}\` |`))).toEqual([]);
  });
});
