import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One name per concept (decision 0042): a slice is one folder, modules/<context>/<slice>/, named
// by the singular noun of its concept, with its events, decider, contracts, commands with their
// handlers, routes and readers (decision 0063); a web feature takes a slice's name. The spec's
// route names (trl_livro_turma, ativarAula) stay at the edge: routes, query keys, comments.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function folders(path: string): string[] {
  try {
    return readdirSync(`${repoRoot}${path}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['dist', 'node_modules'].includes(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The bounded contexts: modules/ less the kernel and the test harness. */
const CONTEXTS = folders('modules').filter((context) => !['kernel', 'testing'].includes(context));

/** Host folders named like a context: what the host does, not the context's slices. */
const HOST_FOLDERS: Record<string, string> = {
  files: "the host's file storage, uploads and image processing; modules/files holds the file facts",
};

/** The web features that are screens of the client itself, with no slice behind them. */
const CLIENT_ONLY = ['errors', 'home', 'privacy'];

const modulesSlices = CONTEXTS.flatMap((context) =>
  folders(`modules/${context}`).map((s) => `${context}/${s}`),
);

describe('slice names (one name per concept)', () => {
  it.each(CONTEXTS.filter((context) => !(context in HOST_FOLDERS)))(
    'backend/src/%s is gone: the context lives in modules/ alone',
    (context) => {
      expect(folders('backend/src')).not.toContain(context);
    },
  );

  it('lists host folders that exist', () => {
    for (const folder of Object.keys(HOST_FOLDERS)) expect(folders('backend/src')).toContain(folder);
  });

  it('leaves no command in a file apart from its handler (no *.commands.ts, no *.command.ts)', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
    expect(tracked.filter((file) => /\.commands?\.ts$/.test(file))).toEqual([]);
  });

  it.each(folders('web/src/features'))('web/src/features/%s is named as a slice', (feature) => {
    if (CLIENT_ONLY.includes(feature)) return;
    const names = new Set(modulesSlices.map((slice) => slice.split('/')[1]));
    expect([...names], `a slice named ${feature} in modules/`).toContain(feature);
  });

  it('lists no exception that is gone', () => {
    for (const feature of CLIENT_ONLY) expect(folders('web/src/features')).toContain(feature);
  });
});
