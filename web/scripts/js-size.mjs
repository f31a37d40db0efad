// The JavaScript the sign-in page loads, gzipped: the module script and modulepreload links of
// web/dist/index.html, the /login route's chunk and everything these import statically (what the
// browser must fetch before the page works). Chunks loaded later on demand are not counted.
// Usage: node web/scripts/js-size.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const LOGIN_ROUTE = 'src/features/auth/LoginPage.tsx';
const TARGET_KB = 200;

export function signInJavaScript(distDir = dist) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const login = manifest[LOGIN_ROUTE];
  if (!login) throw new Error(`${LOGIN_ROUTE} is not a chunk of the build`);

  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  [...fromHtml, login.file].forEach(visit);

  const sizes = [...files].map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { files: sizes, gzip, kb: gzip / 1024, targetKb: TARGET_KB };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = signInJavaScript();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    for (const s of result.files.sort((a, b) => b.gzip - a.gzip)) {
      process.stdout.write(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}\n`);
    }
    process.stdout.write(
      `web client: the sign-in page loads ${result.files.length} JavaScript files, ` +
        `${result.kb.toFixed(1)} KB gzipped (target ≤ ${TARGET_KB} KB)\n`,
    );
  }
}
