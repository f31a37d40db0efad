import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventTypes, readRepoFile as read, repoRoot } from '../test/sources.js';
import { sectionBody as section } from './cli/markdown-sections.js';
import { ALL_PROJECTIONS } from './projections.js';

// The docs say what the code has: a registered read model or an event type they omit fails here.
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

  /** Every `path` of a document that names a file or folder of the repository from its root. */
  function pathsIn(doc: string): string[] {
    const roots = 'modules|projections|backend|web|docs|scripts|test-support';
    const named = [...doc.matchAll(new RegExp(`\`((?:${roots})/[^\`\\s*<>{}]*)\``, 'g'))].map((m) => m[1]!);
    return [...new Set(named.map((p) => p.replace(/[/.:,]+$/, '')))];
  }

  it('architecture.md names only files and folders that exist, and never one outside the repository', () => {
    const doc = read('docs/architecture.md');
    const named = pathsIn(doc);
    expect(named.length).toBeGreaterThan(40); // the scan finds the paths at all
    expect(named.filter((path) => !existsSync(`${repoRoot}${path}`))).toEqual([]);
    expect(doc).not.toMatch(/`\.\.\//);
  });

  it('architecture.md describes every context of modules/', () => {
    const contexts = readdirSync(`${repoRoot}modules`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['dist', 'node_modules', 'testing'].includes(entry.name))
      .map((entry) => entry.name);
    expect(contexts.length).toBeGreaterThan(8);
    const slices = section(read('docs/architecture.md'), 'Contexts and slices');
    expect(contexts.filter((context) => !slices.includes(`\`modules/${context}/\``))).toEqual([]);
  });

  it('architecture.md names every slice of each context', () => {
    const slices = section(read('docs/architecture.md'), 'Contexts and slices');
    const missing = readdirSync(`${repoRoot}modules`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['dist', 'node_modules', 'testing'].includes(entry.name))
      .flatMap((context) =>
        readdirSync(`${repoRoot}modules/${context.name}`, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((slice) => `${context.name}/${slice.name}`),
      )
      .filter((slice) => {
        const [context, name] = slice.split('/');
        const row = slices.split('\n').find((line) => line.startsWith(`| \`modules/${context}/\``)) ?? '';
        return !row.includes(`\`${name}/\``);
      });
    expect(missing).toEqual([]);
  });
});
