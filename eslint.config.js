// ESLint flat config (ESLint 10, typescript-eslint 8). Syntax-only: no type-aware rules, so
// `npm run lint` stays fast; `npm run typecheck` is where the types are checked.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import school from './scripts/lint/plugin.js';

const SOURCE = '{ts,mts,cts,tsx,js,mjs,cjs,jsx}';

/** The npm workspaces. Each is a package; another workspace reaches it only through its entry points. */
const WORKSPACES = ['modules', 'projections', 'backend', 'web'];
/** Workspaces made of one folder per unit (bounded context, read model), each with its own index.ts. */
const FOLDERED = new Set(['modules', 'projections']);
/** Deepest folder nesting inside a workspace that the boundary rule covers (backend/src/a/b/c/... ). */
const MAX_DEPTH = 12;

// Import specifiers that are wrong from anywhere.
const PACKAGE_PATTERNS = [
  {
    // A context's entries: its index, and its `messages` and `contracts` (package.json exports).
    regex: '^@school/(?:modules/[^/]+/(?!(?:messages|contracts)$)|projections/[^/]+/)',
    message:
      'Deep import: use the entry point only (@school/modules/<context>[/contracts|/messages], @school/projections/<read-model>). Anything it does not export from an entry is private.',
  },
  {
    regex: '^@school/backend(?:/|$)',
    message:
      'The backend is the host, not a library: share code through @school/modules or @school/projections.',
  },
];

const up = (n) => '(?:\\.\\./){' + n + '}';

/**
 * `no-restricted-imports` only sees the import string, not the importing file. So the boundary
 * patterns are generated per folder depth: a file `depth` folders below its workspace leaves the
 * workspace with `depth + 1` times `../`, and (in modules/ and projections/) leaves its own
 * context or read model with `depth` times `../`. This reports exactly the imports that cross a
 * boundary, whatever the folders are called (a `backend/src/modules/` folder is not confused with
 * the modules workspace).
 */
function boundaryPatterns(workspace, depth) {
  const patterns = [
    {
      regex: '^' + up(depth) + '\\.\\.(?:/|$)',
      message:
        `Relative import out of the ${workspace} workspace: import another workspace through its package ` +
        'entry point (@school/modules/<context>, @school/projections/<read-model>), never its files.',
    },
  ];
  if (workspace === 'web') {
    patterns.push({
      // The client gets schemas, types, messages, profiles and the permission map: what a
      // contracts entry exports. Deciders, streams and the event store port are the server's.
      regex: '^@school/(?:modules/[^/]+$|projections(?:/|$))',
      message:
        'The web imports only the contracts entries (@school/modules/<context>/contracts): deciders, streams, the event store and the read models stay on the server.',
    });
  }
  if (FOLDERED.has(workspace) && depth >= 1) {
    const unit = workspace === 'modules' ? 'context' : 'read model';
    patterns.push({
      // Up to the workspace folder, into another unit, to anything but its index.js.
      regex: '^' + up(depth) + '(?!\\.\\.(?:/|$))[^/]+/(?!index\\.js$)',
      message:
        `Import into another ${unit}'s internals: use its entry point (@school/${workspace}/<name>, ` +
        'or <name>/index.js) and only what it exports.',
    });
  }
  return patterns;
}

/**
 * modules/ is the pure domain shared with the browser: it imports only zod, other entries of
 * @school/modules and its own files. Its tests and the test helper (modules/testing) may also
 * import vitest, and Node's built-ins (`node:fs` to read fixture files).
 */
function modulesImportPattern(forTests) {
  const allowed = ['zod(?:/|$)', '@school/modules/', '\\.{1,2}/', ...(forTests ? ['vitest$', 'node:'] : [])];
  return {
    regex: `^(?!${allowed.join('|')})`,
    message: forTests
      ? 'modules/ tests import only zod, vitest, node: built-ins, @school/modules/* and relative files.'
      : 'modules/ is pure domain code: import only zod, @school/modules/* and relative files (no framework, no I/O).',
  };
}

const restrictedImports = (patterns = []) => [
  'error',
  { patterns: [...PACKAGE_PATTERNS, ...patterns].map((p) => ({ ...p, caseSensitive: true })) },
];

const boundaryBlocks = WORKSPACES.flatMap((workspace) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const block = {
      name: `school/boundaries/${workspace}/depth-${depth}`,
      files: [`${workspace}/${'*/'.repeat(depth)}*.${SOURCE}`],
      rules: { 'no-restricted-imports': restrictedImports(boundaryPatterns(workspace, depth)) },
    };
    if (workspace !== 'modules') return [block];
    // Each block replaces the rule's options for its files, so the tests' block comes after and
    // repeats the boundary patterns with the test variant of the import list.
    const withImports = (forTests) =>
      restrictedImports([...boundaryPatterns(workspace, depth), modulesImportPattern(forTests)]);
    const testFiles = [`modules/${'*/'.repeat(depth)}*.spec.${SOURCE}`];
    if (depth >= 1) testFiles.push(`modules/testing/${'*/'.repeat(depth - 1)}*.${SOURCE}`);
    return [
      { ...block, rules: { 'no-restricted-imports': withImports(false) } },
      {
        name: `school/modules-tests/depth-${depth}`,
        files: testFiles,
        rules: { 'no-restricted-imports': withImports(true) },
      },
    ];
  }),
);

/**
 * Web features are leaves: the shell (web/src/app) composes them, so a feature never imports it
 * (that is how the app ↔ feature cycles began), and one feature never imports another (a
 * feature is read, changed and tested on its own). What features share lives in web/src/shared.
 * A small rule rather than no-restricted-imports, because it resolves relative specifiers
 * against the importing file, whatever the folder depth.
 */
const WEB_APP = path.join('web', 'src', 'app');
const WEB_FEATURES = path.join('web', 'src', 'features');
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      app: 'A web feature never imports web/src/app (the shell composes the features): move what it needs to web/src/shared.',
      feature:
        'A web feature never imports another feature ({{other}}): move what both need to web/src/shared, or to the feature it belongs to.',
    },
    schema: [],
  },
  create(context) {
    const appDir = path.join(context.cwd, WEB_APP);
    const featuresDir = path.join(context.cwd, WEB_FEATURES);
    const featureOf = (file) => {
      const relative = path.relative(featuresDir, file);
      return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
    };
    const own = featureOf(context.filename);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      if (target === appDir || target.startsWith(appDir + path.sep))
        return context.report({ node: source, messageId: 'app' });
      const other = featureOf(target);
      if (other && other !== own) context.report({ node: source, messageId: 'feature', data: { other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default defineConfig([
  globalIgnores(
    [
      '**/dist/',
      '**/node_modules/',
      '**/coverage/',
      'test-artifacts/',
      'data/',
      'files/',
      '**/*.tsbuildinfo',
      'scripts/lint/fixtures/',
    ],
    'school/ignores',
  ),
  {
    name: 'school/base',
    files: [`**/*.${SOURCE}`],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    name: 'school/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    name: 'school/web-browser',
    files: [`web/src/**/*.${SOURCE}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules of hooks and the React Compiler's checks (stale dependencies, state set during
    // render, refs read while rendering): mistakes the types do not see and tests rarely catch.
    name: 'school/web-react-hooks',
    files: [`web/src/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    name: 'school/web-features',
    files: [`web/src/features/**/*.${SOURCE}`],
    plugins: { 'school-web': { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'school-web/feature-boundaries': 'error' },
  },
  ...boundaryBlocks,
  {
    // No import cycles anywhere: a cycle makes load order matter and hides a missing layer.
    name: 'school/no-cycles',
    files: [`**/*.{ts,tsx}`],
    plugins: { school },
    rules: { 'school/no-cycle': 'error' },
  },
  {
    // Every switch over a union's discriminant names all its members (assertNever in default).
    name: 'school/exhaustive-switches',
    // Read models narrow their events to the union of their `handles` (all the engine hands them).
    files: [`{modules,backend,projections}/**/*.ts`],
    plugins: { school },
    rules: { 'school/exhaustive-switch': ['error', { discriminants: ['type', 'kind'] }] },
  },
  {
    name: 'school/file-names/modules',
    files: ['modules/*/*/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { school },
    rules: {
      'school/file-name-role': [
        'error',
        { roles: ['events', 'decider', 'contracts', 'messages', 'upcasters', 'rules', 'parser'] },
      ],
    },
  },
  {
    name: 'school/file-names/projections',
    files: ['projections/*/**/*.ts'],
    ignores: ['**/*.spec.ts', 'projections/kernel/**'],
    plugins: { school },
    rules: { 'school/file-name-role': ['error', { roles: ['projection', 'queries', 'tables', 'batch'] }] },
  },
  {
    name: 'school/file-names/backend',
    files: ['backend/src/*/*/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { school },
    rules: {
      'school/file-name-role': [
        'error',
        {
          roles: [
            'controller',
            'handler',
            'commands',
            'module',
            'service',
            'processor',
            'interceptor',
            'filter',
            'guard',
            'gateway',
            'reader',
            'provider',
            'job',
            'command',
            'migration',
            'planner',
            'policy',
            'views',
            'parser',
            'openapi',
            'decorators',
          ],
        },
      ],
    },
  },
]);
