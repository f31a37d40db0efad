// `npm run dev` (root): builds the backend, runs it on PORT (3000 by default) and runs the Vite
// dev server (http://localhost:5173, hot reload) which forwards /api and /socket.io to it.
// Ctrl+C stops both; if either stops, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
if (existsSync('.env')) process.loadEnvFile('.env');
process.env.PORT ??= '3000';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const vitePackage = require.resolve('vite/package.json', { paths: [join(root, 'web')] });
const vite = join(dirname(vitePackage), require(vitePackage).bin.vite);

const built = spawnSync(process.execPath, [tsc, '-b', 'backend/tsconfig.build.json'], { stdio: 'inherit' });
if (built.status !== 0) {
  console.error('The backend build failed: `npm run typecheck` lists the errors.');
  process.exit(1);
}

const children = [
  spawn(process.execPath, ['backend/dist/src/main.js'], { stdio: 'inherit', env: process.env }),
  spawn(process.execPath, [vite], { stdio: 'inherit', cwd: join(root, 'web'), env: process.env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
