import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The rule "web features never import web/src/app, nor one another" of eslint.config.js,
// checked through the ESLint API on snippets (lintText only uses the path to pick the config
// blocks).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const RULE = 'school-web/feature-boundaries';

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
  'web features never import the app, nor another feature (school-web/feature-boundaries)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['web/src/features/user/UserListPage.tsx', importing('../../app/screens')],
      ['web/src/features/user/UserForm.tsx', importing('../../app/shell/useOwnData')],
      ['web/src/features/user/parts/Row.tsx', importing('../../../app/routeHandle')],
      ['web/src/features/errors/NotFoundPage.tsx', importing('../../app')],
      ['web/src/features/user/index.ts', "export { thing } from '../../app/theme';\n"],
      ['web/src/features/user/index.ts', "export * from '../../app/theme';\n"],
      ['web/src/features/user/lazy.ts', "export const load = () => import('../../app/screens');\n"],
    ])('refuses %s: %s', async (file, code) => {
      const errors = await ruleErrors(file, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/never imports web\/src\/app/);
    });

    it.each([
      ['web/src/features/user/UserForm.tsx', importing('../../shared/ownData')],
      ['web/src/features/user/UserForm.tsx', importing('./texts')],
      // A folder called "app" inside a feature is not the shell.
      ['web/src/features/user/UserForm.tsx', importing('./app/part')],
      ['web/src/features/user/UserForm.tsx', importing('@school/modules/kernel')],
      // The shell itself composes the features.
      ['web/src/app/screens.ts', importing('../features/user/UserListPage')],
      ['web/src/shared/ui/Logo.tsx', importing('../../app/theme')],
      // A feature's own subfolders, whatever the depth.
      ['web/src/features/trail/editor/GameContent.tsx', importing('../games/GameForm')],
      ['web/src/features/trail/editor/GameContent.tsx', importing('../api')],
    ])('allows %s: %s', async (file, code) => {
      expect(await ruleErrors(file, code)).toEqual([]);
    });

    it.each([
      ['web/src/features/user/UserForm.tsx', importing('../schools/schoolsApi'), 'schools'],
      ['web/src/features/calendar/CalendarEventDialog.tsx', importing('../classes/api'), 'classes'],
      ['web/src/features/trail/editor/GameContent.tsx', importing('../../player/games/GamePlayer'), 'player'],
      ['web/src/features/report/api.ts', "export { CLASSES_KEY } from '../classes/api';\n", 'classes'],
      [
        'web/src/features/audit/lazy.ts',
        "export const load = () => import('../users/UserListPage');\n",
        'users',
      ],
    ])('refuses %s: %s (another feature)', async (file, code, other) => {
      const errors = await ruleErrors(file, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`never imports another feature (${other})`);
    });
  },
);
