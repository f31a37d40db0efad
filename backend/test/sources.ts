import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, for the specs that read its docs and sources. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A file of the repository, by its path from the root. */
export const readRepoFile = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');

/** The TypeScript sources below a folder of the repository (no specs, builds or dependencies). */
export function sources(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'dist' || entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

/** Every event type the contexts declare: the literal of each `DomainEvent<'Type', ...>` in their unions. */
export function eventTypes(): string[] {
  const types = sources('modules').flatMap((path) =>
    [...readRepoFile(path).matchAll(/DomainEvent<\s*'(\w+)'/g)].map((m) => m[1]!),
  );
  return [...new Set(types)].sort();
}
