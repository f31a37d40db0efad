import { describe, expect, it } from 'vitest';
import { eventTypes, readRepoFile as read } from '../test/sources.js';
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
});
