import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The module boundary rule of eslint.config.js, checked through the ESLint API on fake files
// (nothing is written: lintText only uses the path to pick the config blocks).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}eslint.config.js` });
});

async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (no-restricted-imports)', { timeout: 30_000 }, () => {
  it.each([
    ['backend/src/http/route.ts', '../../../modules/content/events.js'],
    ['backend/src/main.ts', '../../projections/trail-list/queries.js'],
    ['projections/trail-list/projector.ts', '../../modules/content/events.js'],
    ['backend/src/main.ts', '@school/modules/content/events'],
    ['backend/src/main.ts', '@school/modules/content/messages/extra'],
    ['modules/kernel/messages.ts', '@school/modules/identity/identity.messages'],
    ['modules/content/decide.ts', '../identity/password.js'],
  ])('reports %s importing %s', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/entry point/);
  });

  it.each([
    ['backend/src/http/route.ts', '@school/modules/content'],
    ['projections/trail-list/projector.ts', '@school/modules/content'],
    ['backend/src/main.ts', '@school/projections/trail-list'],
    ['backend/src/app/app.module.ts', '../modules/content.module.js'],
    ['modules/content/decide.ts', './events.js'],
    ['modules/content/decide.ts', '../kernel/index.js'],
    ['modules/kernel/messages.ts', '@school/modules/identity/messages'],
    ['web/src/app/App.tsx', '@school/modules/identity/contracts'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it.each([
    ['web/src/features/user/UserForm.tsx', '@school/modules/identity'],
    ['web/src/app/router.tsx', '@school/modules/kernel'],
    ['web/src/shared/api/client.ts', '@school/projections/user-directory'],
    ['web/browser/support/app.ts', '@school/modules/organization'],
    ['web/src/features/user/UserForm.tsx', '@school/modules/identity/server'],
  ])('reports the web client %s importing %s, which is not a contracts entry', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/contracts entries/);
  });

  it.each([
    ['modules/assessment/grade/assign-grades.handler.ts', '@school/backend/commands/command-pipeline'],
    ['modules/assessment/grade/grades.controller.ts', '@nestjs/common'],
    ['modules/assessment/grade/grades.controller.ts', './assign-grades.handler.js'],
    ['modules/assessment/grade/grades.api.spec.ts', '@school/backend/test/app'],
    ['modules/teaching/class-book/class-books.controller.ts', '@school/modules/organization/server'],
    ['backend/src/app.module.ts', '@school/modules/assessment/server'],
  ])('allows the server side %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it.each([
    ['projections/class-books/class-books.projection.ts', '@school/modules/assessment/server'],
    ['projections/class-books/class-books.projection.ts', '@school/backend/http/route'],
    ['backend/src/app.module.ts', '@school/modules/assessment/grade/assign-grades.handler'],
  ])('reports %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toHaveLength(1);
  });
});
