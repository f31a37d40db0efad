import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test fixtures (real-world csv and images), kept in the repository: `test-support/fixtures`. */
const FIXTURES_ROOT = fileURLToPath(new URL('../../test-support/fixtures/', import.meta.url));

/** A fixture's absolute path, e.g. `fixturePath('csv/alunos.csv')` or `fixturePath('images')`. */
export function fixturePath(relative: string): string {
  return join(FIXTURES_ROOT, relative);
}

/** POST /api/files/images of a fixture image (`images/<name>`) as `token`: the upload's answer. */
export async function uploadFixtureImage(
  url: string,
  token: string,
  name = 'Landscape_5.jpg',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(fixturePath(`images/${name}`))]), name);
  return fetch(`${url}/api/files/images`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}
