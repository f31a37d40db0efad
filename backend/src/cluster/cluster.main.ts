/**
 * `npm run cluster`: the production shape on one machine. Two app instances (PORT+1, PORT+2;
 * `CLUSTER_INSTANCES` for more), one job worker (`npm run worker`'s entry) and a round-robin
 * proxy on PORT in front, all on the same PostgreSQL and Redis. Every child's output is printed
 * with its name; a child that dies is reported (an app instance leaves the rotation); SIGINT or
 * SIGTERM stops every child (each drains through its shutdown hooks) and then this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config/config.js';
import { startClusterProxy, type ClusterProxy } from './cluster-proxy.js';

const APP_ENTRY = fileURLToPath(new URL('../main.js', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('../jobs/worker.main.js', import.meta.url));
/** How often a starting instance's liveness probe is asked whether it listens yet. */
const PROBE_EVERY_MS = 250;
/** How long a child may take to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 15_000;

interface Member {
  name: string;
  child: ChildProcess;
  /** An app instance's address, which the proxy forwards to. */
  target?: string;
}

/** Starts a built entry point with this environment plus `env`, its output prefixed with `name`. */
function startMember(name: string, entry: string, env: Record<string, string>, target?: string): Member {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`));
  return { name, child, target };
}

/**
 * Resolves once the instance answers its liveness probe (it listens: created, migrated, started),
 * whatever its log level says; rejects if it stops first.
 */
async function listening(member: Member): Promise<void> {
  const stopped = exited(member.child).then(() => {
    throw new Error(`${member.name} stopped before it was ready`);
  });
  const probe = async (): Promise<void> => {
    for (;;) {
      const live = await fetch(`${member.target}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (live) return;
      if (member.child.exitCode !== null || member.child.signalCode !== null) return stopped;
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  };
  await Promise.race([probe(), stopped]);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function runCluster(): Promise<void> {
  const config = loadConfig(); // the children read the same environment: refuse it once, here
  const instances = config.CLUSTER_INSTANCES;
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const members: Member[] = [];
  let proxy: ClusterProxy | null = null;
  let stopping = false;

  const stop = async (code: number): Promise<never> => {
    stopping = true;
    await proxy?.close();
    for (const { child } of members) if (child.exitCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const { name, child } of members)
        if (child.exitCode === null && child.signalCode === null) {
          process.stderr.write(`[cluster] ${name} did not stop in ${STOP_GRACE_MS / 1000} s: killed\n`);
          child.kill('SIGKILL');
        }
    }, STOP_GRACE_MS);
    await Promise.all(members.map(({ child }) => exited(child)));
    clearTimeout(killer);
    process.exit(code);
  };

  const watch = (member: Member): Member => {
    members.push(member);
    member.child.on('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(`[cluster] ${member.name} exited (${signal ?? `code ${code}`})\n`);
      if (member.target) proxy?.setAvailable(member.target, false);
      const appsLeft = members.filter(
        (m) => m.target && m.child.exitCode === null && m.child.signalCode === null,
      );
      if (appsLeft.length === 0) {
        process.stderr.write('[cluster] no app instance is left: stopping\n');
        void stop(1);
      }
    });
    return member;
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      process.stdout.write(`[cluster] ${signal}: stopping every process\n`);
      void stop(0);
    });

  const app = (index: number): Member => {
    const port = config.PORT + index;
    return watch(
      startMember(
        `app-${index}`,
        APP_ENTRY,
        { PORT: String(port), WORKER_INLINE: 'false', PUBLIC_URL: publicUrl },
        `http://127.0.0.1:${port}`,
      ),
    );
  };
  try {
    // The first instance migrates the database and creates the Master alone; the others join it.
    await listening(app(1));
    const others = Array.from({ length: instances - 1 }, (_, i) => app(i + 2));
    watch(startMember('worker', WORKER_ENTRY, {}));
    await Promise.all(others.map(listening));
    proxy = await startClusterProxy(
      members.flatMap((m) => (m.target ? [m.target] : [])),
      config.PORT,
    );
  } catch (error) {
    process.stderr.write(`[cluster] ${(error as Error).message}\n`);
    return stop(1);
  }
  process.stdout.write(
    `School platform cluster ready on http://localhost:${config.PORT}: ${instances} app instances ` +
      `(ports ${config.PORT + 1} to ${config.PORT + instances}) and a job worker\n`,
  );
}

runCluster().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Cluster start failed: ${(error as Error)?.stack ?? String(error)}`}\n`,
  );
  process.exit(1);
});
