import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BACKEND_DIST = fileURLToPath(new URL('../dist/src/', import.meta.url));

/** Runs a built entry point with exactly this environment; answers its exit code and output. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${BACKEND_DIST}${entry}`], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

// The built entry points (npm run test:int builds the backend first), as production runs them.
describe('starting in production', () => {
  it.each(['main.js', 'jobs/worker.main.js'])(
    '%s refuses to start without JWT_SECRET and says what to set',
    async (entry) => {
      const { code, output } = await run(entry, {
        NODE_ENV: 'production',
        // Unreachable on purpose: the refusal comes before any connection.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never',
        REDIS_URL: 'redis://127.0.0.1:1',
      });
      expect(code).toBe(1);
      expect(output).toContain('Invalid environment: JWT_SECRET');
      expect(output).toContain('JWT_SECRET: required when NODE_ENV=production');
      expect(output).not.toContain('School platform ready');
    },
  );

  it('refuses a JWT_SECRET shorter than 32 characters', async () => {
    const { code, output } = await run('main.js', { NODE_ENV: 'production', JWT_SECRET: 'short-secret' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment: JWT_SECRET');
  });
});
