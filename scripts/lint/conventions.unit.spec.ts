import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The convention rules of eslint.config.js (school/exhaustive-switch, school/file-name-role,
// school/no-cycle), checked through the ESLint API with the real config: lintText only uses
// the path to pick the config blocks, so the files named here need not exist (except the
// cycle fixtures, which the import resolver reads).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let eslint: ESLint;
/** The cycle fixtures are ignored by `npm run lint` (they are a cycle on purpose): lint them anyway. */
let eslintFixtures: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}eslint.config.js` });
  eslintFixtures = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: `${repoRoot}eslint.config.js`,
    ignore: false,
  });
});

async function problems(file: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const decide = (defaultClause: string) => `
import { assertNever } from '@school/modules/kernel';
type Command = { type: 'A' } | { type: 'B' };
export function decide(command: Command): number {
  switch (command.type) {
    case 'A':
      return 1;
    case 'B':
      return 2;
    ${defaultClause}
  }
}
`;

describe('exhaustive switches (school/exhaustive-switch)', { timeout: 30_000 }, () => {
  it.each([
    ['modules/content/trail/trail.decider.ts', ''],
    ['modules/content/trail/trail.decider.ts', 'default:\n      return 0;'],
    ['modules/content/trail/trail.decider.ts', 'default:\n      break;'],
    ['modules/content/trail/trail.policy.ts', ''],
    ['modules/content/trail/trail.handler.ts', 'default:\n      throw new Error("no");'],
    ['projections/trail-list/trail-list.projection.ts', 'default:\n      break;'],
  ])('reports a switch over .type in %s without assertNever (%#)', async (file, clause) => {
    expect(await problems(file, decide(clause), 'school/exhaustive-switch')).toEqual([
      expect.stringMatching(/assertNever/),
    ]);
  });

  it.each([
    'default:\n      return assertNever(command);',
    'default: {\n      assertNever(command);\n    }',
    'default:\n      throw assertNever(command);',
  ])('allows a default that calls assertNever (%#)', async (clause) => {
    expect(
      await problems('modules/content/trail/trail.decider.ts', decide(clause), 'school/exhaustive-switch'),
    ).toEqual([]);
  });

  it('leaves switches over other values alone', async () => {
    const code = 'export const f = (n: number) => { switch (n) { case 1: return 1; } return 0; };\n';
    expect(
      await problems('modules/content/trail/trail.decider.ts', code, 'school/exhaustive-switch'),
    ).toEqual([]);
  });
});

describe('file names (school/file-name-role)', { timeout: 30_000 }, () => {
  const code = 'export const x = 1;\n';

  it.each([
    ['modules/content/trail/trail.ts', /role suffix/],
    ['modules/content/trail/reorderChapter.handler.ts', /kebab-case/],
    ['modules/content/trail/reorder-chapter.helper.ts', /role suffix/],
    ['modules/content/trail/trail.commands.ts', /role suffix/],
    ['backend/src/auth/session/session.commands.ts', /role suffix/],
    ['modules/content/trail/trail-things.ts', /role suffix/],
    ['projections/trail-list/trail-list.ts', /role suffix/],
  ])('reports %s', async (file, message) => {
    expect(await problems(file, code, 'school/file-name-role')).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    'modules/content/trail/reorder-chapter.handler.ts',
    'modules/content/trail/trails.controller.ts',
    'modules/content/trail/trails.api.spec.ts',
    'backend/src/http/rich-text.service.ts',
    'modules/content/trail/trail.decider.ts',
    'modules/content/trail/trail.events.ts',
    'modules/content/trail/trail.decider.unit.spec.ts',
    'modules/content/index.ts',
    'projections/trail-list/trail-list.projection.ts',
    'projections/trail-list/trail-list.queries.ts',
  ])('allows %s', async (file) => {
    expect(await problems(file, code, 'school/file-name-role')).toEqual([]);
  });
});

describe('import cycles (school/no-cycle)', { timeout: 60_000 }, () => {
  async function cycleErrors(file: string): Promise<string[]> {
    const path = `${repoRoot}${file}`;
    const { readFile } = await import('node:fs/promises');
    const [result] = await eslintFixtures.lintText(await readFile(path, 'utf8'), { filePath: path });
    return result!.messages.filter((m) => m.ruleId === 'school/no-cycle').map((m) => m.message);
  }

  it('reports both files of a cycle', async () => {
    expect(await cycleErrors('scripts/lint/fixtures/cycle/ping.ts')).toEqual([
      expect.stringMatching(/cycle/i),
    ]);
    expect(await cycleErrors('scripts/lint/fixtures/cycle/pong.ts')).toEqual([
      expect.stringMatching(/cycle/i),
    ]);
  });

  it('allows importing a file that is part of a cycle elsewhere', async () => {
    expect(await cycleErrors('scripts/lint/fixtures/cycle/caller.ts')).toEqual([]);
  });
});
