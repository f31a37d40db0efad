import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared fixtures live beside the repository: `../shared/fixtures` from its root. */
const FIXTURES_ROOT = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));

/** A fixture's absolute path, e.g. `fixturePath('csv/alunos.csv')` or `fixturePath('images')`. */
export function fixturePath(relative: string): string {
  return join(FIXTURES_ROOT, relative);
}
