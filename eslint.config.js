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

/**
 * The roles of a slice's server-side files (command with its handler, route, reader, Nest
 * module...). They sit in modules/<context>/<slice>/ beside the pure files (events, decider,
 * contracts, messages, rules), build in modules/tsconfig.server.json and reach the host through
 * @school/backend/*; the pure files build in modules/tsconfig.build.json for the web client too.
 */
/** The roles of the NestJS files a slice and the host both have. */
const NEST_ROLES = [
  'controller',
  'handler',
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
  'migration',
  'planner',
  'policy',
  'views',
  'openapi',
  'decorators',
];
const SERVER_ROLES = [...NEST_ROLES, 'projections', 'notifier', 'input'];
const SERVER_FILE = `*.{${SERVER_ROLES.join(',')}}.ts`;

// Import specifiers that are wrong from anywhere.
const DEEP_IMPORT = {
  // A context's entries: its index, its `messages` and `contracts` (package.json exports) and,
  // for the host and other contexts' server files, its `server`.
  regex: '^@school/(?:modules/[^/]+/(?!(?:messages|contracts|server)$)|projections/[^/]+/)',
  message:
    'Deep import: use the entry point only (@school/modules/<context>[/contracts|/messages|/server], @school/projections/<read-model>). Anything it does not export from an entry is private.',
};
const HOST_AS_LIBRARY = {
  regex: '^@school/backend(?:/|$)',
  message:
    "The backend is the host: only a slice's server files (modules/<context>/<slice>/*.handler.ts, *.controller.ts, ...) and their tests import it.",
};
const SERVER_ENTRY = {
  regex: '^@school/modules/[^/]+/server$',
  message:
    "A context's server entry is for the host and other contexts' server files: read models and the web client never import it.",
};
const PACKAGE_PATTERNS = [DEEP_IMPORT, HOST_AS_LIBRARY];

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
      regex: '^@school/(?:modules/[^/]+(?:/server)?$|projections(?:/|$))',
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
 * A slice's pure files (events, decider, contracts, messages, rules: everything in modules/ that
 * is not a server role) are shared with the browser: they import only zod, other entries of
 * @school/modules and their own pure files, never a server file of their slice.
 */
const PURE_IMPORTS = {
  regex: '^(?!zod(?:/|$)|@school/modules/|\\.{1,2}/)',
  message:
    'A pure file (events, decider, contracts, messages, rules) imports only zod, @school/modules/* and relative pure files: no framework, no I/O, no node: built-ins.',
};
const PURE_TO_SERVER = {
  regex: `^\\.{1,2}/(?:.*/)?(?:[^/]+\\.(?:${SERVER_ROLES.join('|')})|server)\\.js$`,
  message:
    "A pure file never imports its slice's server side (handler, route, reader...): the web client bundles the pure files.",
};

const restrictedImports = (patterns = [], packagePatterns = PACKAGE_PATTERNS) => [
  'error',
  { patterns: [...packagePatterns, ...patterns].map((p) => ({ ...p, caseSensitive: true })) },
];

const boundaryBlocks = WORKSPACES.flatMap((workspace) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const here = `${workspace}/${'*/'.repeat(depth)}`;
    const own = boundaryPatterns(workspace, depth);
    if (workspace === 'projections')
      return [
        {
          name: `school/boundaries/${workspace}/depth-${depth}`,
          files: [`${here}*.${SOURCE}`],
          rules: { 'no-restricted-imports': restrictedImports([...own, SERVER_ENTRY]) },
        },
      ];
    if (workspace !== 'modules')
      return [
        {
          name: `school/boundaries/${workspace}/depth-${depth}`,
          files: [`${here}*.${SOURCE}`],
          rules: { 'no-restricted-imports': restrictedImports(own) },
        },
      ];
    // Each block replaces the rule's options for its files: the pure files first, then the
    // server files and the tests, which may also import the host.
    const serverFiles = [`${here}${SERVER_FILE}`, `${here}*.spec.${SOURCE}`];
    if (depth === 1) serverFiles.push('modules/*/server.ts');
    if (depth >= 1) serverFiles.push(`modules/testing/${'*/'.repeat(depth - 1)}*.${SOURCE}`);
    return [
      {
        name: `school/boundaries/modules-pure/depth-${depth}`,
        files: [`${here}*.${SOURCE}`],
        rules: { 'no-restricted-imports': restrictedImports([...own, PURE_IMPORTS, PURE_TO_SERVER]) },
      },
      {
        name: `school/boundaries/modules-server/depth-${depth}`,
        files: serverFiles,
        rules: { 'no-restricted-imports': restrictedImports(own, [DEEP_IMPORT]) },
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
        {
          roles: [
            'events',
            'decider',
            'contracts',
            'messages',
            'upcasters',
            'rules',
            'parser',
            ...SERVER_ROLES,
          ],
        },
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
          roles: [...NEST_ROLES, 'parser'],
        },
      ],
    },
  },
]);
