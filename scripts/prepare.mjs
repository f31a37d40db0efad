// What `npm start` and `npm run cluster` do before they run the backend: check the Node version,
// load .env, build what is out of date. Importing this module does it; `runBuilt` then runs a
// built entry point in the importing process (so Ctrl+C and SIGTERM reach its shutdown hooks).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root); // relative defaults such as FILES_DIR=./data/files are relative to the repository

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old: this project runs on Node 24. ` +
      'Run it through npm (`npm start`, `npm run cluster`), which uses the Node 24 that `npm ci` installed in node_modules.',
  );
  process.exit(1);
}

if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set in the environment win

/** Runs a Node script with this Node, output inherited; false when it fails. */
function runNode(script, args) {
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', cwd: root });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

function buildFailed(what) {
  console.error(
    `\n${what} failed: fix the errors above (\`npm run typecheck\` lists them all; \`npm ci\` if dependencies are missing), then run \`npm start\` again.`,
  );
  process.exit(1);
}

/** Newest modification time (ms) of the files under the given paths, skipping dist and node_modules. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}

// Backend (and the modules and projections it references): tsc -b is incremental, so this is quick
// when nothing changed.
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
if (!runNode(tsc, ['-b', 'backend/tsconfig.build.json'])) buildFailed('The backend build (tsc -b)');

// Web client, once the web workspace exists: rebuilt only when web/dist is missing or older than
// its sources (web/src, its config, and modules/, whose contracts the client bundles).
if (existsSync('web/package.json')) {
  const built = existsSync('web/dist') ? newestMtime(['web/dist']) : 0;
  const sources = newestMtime([
    'web/src',
    'web/public',
    'web/index.html',
    'web/package.json',
    ...readdirSync('web')
      .filter((f) => /^(vite|tsconfig)\b.*\.(ts|js|mjs|json)$/.test(f))
      .map((f) => `web/${f}`),
    'modules',
  ]);
  if (built === 0 || sources > built) {
    console.log('Building the web client (web/dist is missing or older than its sources)...');
    const npmCli = process.env.npm_execpath;
    const ok = npmCli?.endsWith('.js')
      ? runNode(npmCli, ['run', 'build', '-w', 'web'])
      : spawnSync('npm', ['run', 'build', '-w', 'web'], {
          stdio: 'inherit',
          cwd: root,
          shell: process.platform === 'win32',
        }).status === 0;
    if (!ok) buildFailed('The web client build (npm run build -w web)');
  }
}

/** Runs a built backend entry point (a path from the repository's root) in this very process. */
export async function runBuilt(entry) {
  const file = join(root, entry);
  if (!existsSync(file)) {
    console.error(`${file} is missing after the build: is its source under backend/src/ there?`);
    process.exit(1);
  }
  await import(pathToFileURL(file).href);
}
