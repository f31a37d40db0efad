import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The rule "web features never import web/src/app" of eslint.config.js, checked through the
// ESLint API on snippets (lintText only uses the path to pick the config blocks).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const RULE = 'school-web/features-never-import-app';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}eslint.config.js` });
});

async function ruleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const importing = (specifier: string) =>
  `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe(
  'web features never import the app (school-web/features-never-import-app)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['web/src/features/users/UserListPage.tsx', importing('../../app/screens')],
      ['web/src/features/users/UserForm.tsx', importing('../../app/shell/useOwnData')],
      ['web/src/features/users/parts/Row.tsx', importing('../../../app/routeHandle')],
      ['web/src/features/errors/NotFoundPage.tsx', importing('../../app')],
      ['web/src/features/users/index.ts', "export { thing } from '../../app/theme';\n"],
      ['web/src/features/users/index.ts', "export * from '../../app/theme';\n"],
      ['web/src/features/users/lazy.ts', "export const load = () => import('../../app/screens');\n"],
    ])('refuses %s: %s', async (file, code) => {
      const errors = await ruleErrors(file, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/never imports web\/src\/app/);
    });

    it.each([
      ['web/src/features/users/UserForm.tsx', importing('../../shared/ownData')],
      ['web/src/features/users/UserForm.tsx', importing('./texts')],
      ['web/src/features/users/UserForm.tsx', importing('../schools/schoolsApi')],
      // A folder called "app" inside a feature is not the shell.
      ['web/src/features/users/UserForm.tsx', importing('./app/part')],
      ['web/src/features/users/UserForm.tsx', importing('@school/modules/kernel')],
      // The shell itself composes the features.
      ['web/src/app/screens.ts', importing('../features/users/UserListPage')],
      ['web/src/shared/ui/Logo.tsx', importing('../../app/theme')],
    ])('allows %s: %s', async (file, code) => {
      expect(await ruleErrors(file, code)).toEqual([]);
    });
  },
);
