import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every event of the backend is appended by CommandPipeline (decision 0038): a handler decides
// through it, so the decider's rules, the expected revision, the metadata and the idempotent
// event ids hold for every append. Only these files call the store's append themselves.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const ALLOWED: Record<string, string> = {
  'backend/src/commands/command-pipeline.ts': 'the command path itself',
  'backend/src/event-store/event-store-layer.ts': 'the base of the store layers, passing the append on',
  'backend/src/personal-data/sealing-event-store.ts':
    'the store layer sealing personal data, passing the append on',
  'backend/src/personal-data/erasure-ledger.ts':
    'a restore erases again the users the ledger names, before any app (and its pipeline) runs',
  'backend/src/personal-data/copy-store-sealed.ts':
    'the copy of a whole log into an empty store, sealed (decision 0061): the events were decided when first written',
  'backend/src/event-store/event-store.contract.ts': 'the contract test every store adapter passes',
  'backend/src/cli/scale-seed.ts':
    'the scale seed writes generated sign-in attempts in bulk, decided by the access decider',
};

/** Each line of a file's text that appends to a stream (`store.append(`, `.append(stream, …)`), with its line. */
export function appendsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (/\.append\(/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('every append goes through the command path', () => {
  it('finds an append to the store, and nothing else', () => {
    expect(
      appendsIn('backend/src/a/a.controller.ts', 'await this.store.append(stream, [event], "any");'),
    ).toEqual(['backend/src/a/a.controller.ts:1: await this.store.append(stream, [event], "any");']);
    expect(appendsIn('backend/src/a/a.handler.ts', 'return this.pipeline.handle(meta, { stream });')).toEqual(
      [],
    );
  });

  it('holds for every server source but the command pipeline and the store (tests may write history)', () => {
    const files = execFileSync('git', ['ls-files', 'backend/src/**.ts', 'modules/**.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.includes('.spec.') && !(f in ALLOWED));
    expect(files.length).toBeGreaterThan(100);
    const appends = files.flatMap((f) => appendsIn(f, readFileSync(resolve(repoRoot, f), 'utf8')));
    expect(appends).toEqual([]);
  });
});
