import { fileURLToPath } from 'node:url';

/** The test fixtures (csv, images), kept in the repository: test-support/fixtures. */
const FIXTURES = new URL('../../../test-support/fixtures/', import.meta.url);

/** The absolute path of a shared fixture, e.g. `fixturePath('csv/nao-e-csv.csv')`. */
export function fixturePath(relative: string): string {
  return fileURLToPath(new URL(relative, FIXTURES));
}
