import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The browser tests need the built client (`npm test` builds it first). Run on its own
 * (`vitest run --project browser`), this builds it when it is missing.
 */
export function setup(): void {
  if (existsSync(`${root}web/dist/index.html`)) return;
  const npm = process.env.npm_execpath;
  const args = ['run', 'build:web', '--silent'];
  const result = npm?.endsWith('.js')
    ? spawnSync(process.execPath, [npm, ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web client build failed (npm run build:web)');
}
