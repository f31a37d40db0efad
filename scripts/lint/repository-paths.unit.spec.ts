import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A fresh clone with nothing beside it must install, start and pass its tests: no source, test or
// script may reach a path outside the repository (the fixtures live in test-support/fixtures).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** This file, whose examples climb out of a repository on purpose. */
const SELF = relative(repoRoot, fileURLToPath(import.meta.url));

/** Relative paths in string literals (`'../x'`, `new URL('../../x', …)`, `${dirname}/../x`). */
const RELATIVE = /['"`](?:\$\{[^}]*\}\/)?((?:\.\.\/)+[^'"`$]*)/g;
/** A line that reaches the file system by a path (imports stay inside by the lint's boundaries). */
const READS = /new URL\(|dirname|readFile|resolve\(|join\(/;

/** Each relative path a line of a file's text reads that resolves outside `root`, with its line. */
export function pathsOutside(root: string, file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (!READS.test(line)) return;
    for (const [, path] of line.matchAll(RELATIVE)) {
      const target = relative(root, resolve(dirname(resolve(root, file)), path!));
      if (target.startsWith('..')) found.push(`${file}:${i + 1}: ${path}`);
    }
  });
  return found;
}

describe('paths stay inside the repository', () => {
  it('finds a path that climbs out of the repository, and none that stays in', () => {
    const root = '/repo';
    expect(pathsOutside(root, 'backend/test/fixtures.ts', "new URL('../../../shared/fixtures/', x)")).toEqual(
      ['backend/test/fixtures.ts:1: ../../../shared/fixtures/'],
    );
    expect(pathsOutside(root, 'web/src/a/B.test.tsx', '`${dirname}/../../../../shared/x`')).toHaveLength(1);
    expect(
      pathsOutside(root, 'backend/test/fixtures.ts', "new URL('../../test-support/fixtures/', x)"),
    ).toEqual([]);
    expect(pathsOutside(root, 'web/src/app/guards.tsx', "import { x } from '../shared/session';")).toEqual(
      [],
    );
  });

  it('holds for every file git tracks', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && f !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const outside = files.flatMap((f) =>
      pathsOutside(repoRoot, f, readFileSync(resolve(repoRoot, f), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});

/** A source file a comment names (`foo.handler.ts`, `web/browser/x.browser.spec.ts`). */
const NAMED_FILE = /[\w./-]*[\w-]\.(?:ts|tsx|mjs)\b/g;

/** Each file a comment line of a file's text names that no tracked file is, with its line. */
export function staleFileNames(file: string, text: string, tracked: Set<string>): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (!/^\s*(?:\/\/|\/?\*)/.test(line)) return;
    for (const [name] of line.matchAll(NAMED_FILE))
      // A role suffix (`.unit.spec.ts`, `<context>.messages.ts`) names a kind of file, not one.
      if (!basename(name).startsWith('.') && !tracked.has(basename(name)))
        found.push(`${file}:${i + 1}: ${name}`);
  });
  return found;
}

describe('comments name files that exist', () => {
  it('finds a comment naming a file that is gone, and none naming one that stands', () => {
    const tracked = new Set(['login-sequences.service.ts']);
    expect(staleFileNames('a.ts', '/** See identity/user/login-sequences.ts. */', tracked)).toEqual([
      'a.ts:1: identity/user/login-sequences.ts',
    ]);
    expect(staleFileNames('a.ts', ' * (modules/identity/user/login-sequences.service.ts)', tracked)).toEqual(
      [],
    );
    expect(staleFileNames('a.ts', "import { x } from './gone.js'; // not a comment line", tracked)).toEqual(
      [],
    );
  });

  it('holds for every file git tracks', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && f !== SELF);
    const tracked = new Set(files.map((f) => basename(f)));
    const stale = files.flatMap((f) =>
      staleFileNames(f, readFileSync(resolve(repoRoot, f), 'utf8'), tracked),
    );
    expect(stale).toEqual([]);
  });
});
