import { fileURLToPath } from 'node:url';

/** The shared test fixtures (csv, images), outside the repository beside it: ../shared/fixtures. */
const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);

/** The absolute path of a shared fixture, e.g. `fixturePath('csv/nao-e-csv.csv')`. */
export function fixturePath(relative: string): string {
  return fileURLToPath(new URL(relative, FIXTURES));
}
