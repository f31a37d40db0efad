import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test fixtures (real-world csv and images), kept in the repository: `test-support/fixtures`. */
const FIXTURES_ROOT = fileURLToPath(new URL('../../test-support/fixtures/', import.meta.url));

/** A fixture's absolute path, e.g. `fixturePath('csv/alunos.csv')` or `fixturePath('images')`. */
export function fixturePath(relative: string): string {
  return join(FIXTURES_ROOT, relative);
}
