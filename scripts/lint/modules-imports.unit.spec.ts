import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The modules/ import rule of eslint.config.js: a slice's pure files (events, decider, contracts,
// messages, rules) import zod, @school/modules/* and relative pure files; its server files
// (handler, controller, reader...) and tests may also import the host (@school/backend/*) and
// libraries. Checked through the ESLint API on fake files: lintText only uses the path to pick
// the config blocks, nothing is written.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}eslint.config.js` });
});

async function importErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('what modules/ may import', { timeout: 30_000 }, () => {
  it.each([
    ['modules/organization/class/class.contracts.ts', 'zod'],
    ['modules/organization/class/class.decider.ts', '@school/modules/kernel'],
    ['modules/kernel/messages.ts', '@school/modules/identity/messages'],
    ['modules/organization/class/class.decider.ts', './class.events.js'],
    ['modules/organization/class/class.decider.ts', '../org-scope.js'],
    ['modules/organization/class/class.decider.unit.spec.ts', 'vitest'],
    ['modules/identity/bulk-import/user-csv.parser.unit.spec.ts', 'node:fs'],
    ['modules/testing/index.ts', 'vitest'],
    ['modules/organization/class/class.decider.unit.spec.ts', 'eslint'],
    ['modules/organization/class/create-class.handler.ts', '@school/backend/commands/command-pipeline'],
    ['modules/organization/class/classes.controller.ts', '@nestjs/common'],
    ['modules/organization/class/classes.controller.ts', './create-class.handler.js'],
    ['modules/organization/class/classes.api.spec.ts', '@school/backend/test/app'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });

  it.each([
    ['modules/organization/class/class.decider.ts', '@nestjs/common'],
    ['modules/organization/class/class.decider.ts', 'vitest'],
    ['modules/organization/class/class.decider.ts', 'node:fs'],
    ['modules/kernel/decider.ts', 'react'],
    ['modules/kernel/event-store.ts', 'kysely'],
    ['modules/identity/user/user.contracts.ts', '@school/projections/user-list'],
    ['modules/organization/class/class.events.ts', 'pg'],
    ['modules/organization/class/class.events.ts', 'ioredis'],
  ])('refuses the pure %s importing %s', async (file, specifier) => {
    const errors = await importErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A pure file .* imports only/);
  });

  it('refuses a pure file importing the server side of its slice', async () => {
    const errors = await importErrors(
      'modules/organization/class/class.decider.ts',
      './create-class.handler.js',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/server side/);
  });
});
