import type { TestProject } from 'vitest/node';
import { startTestServices } from './services.js';

let stop: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const started = await startTestServices();
  stop = started.stop;
  project.provide('services', started.services);
}

export async function teardown(): Promise<void> {
  await stop?.();
}
