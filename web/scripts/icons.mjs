// Draws the web app manifest's PNG icons from web/public/favicon.svg (run again after changing it):
// `node web/scripts/icons.mjs`. The PNGs are committed, so a build needs no image tool. sharp is
// the backend's image library (backend/src/files/image-processing.ts), already installed.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const fill = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1] ?? '#1c7ed6';
const glyph = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** A square icon of the whole background (no transparent corners), the glyph at `scale` of it. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;

const icons = [
  // "any": the favicon as it is, rounded corners and all.
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // "maskable": the launcher cuts its own shape; the glyph stays inside the central 80 % safe zone.
  { file: 'icon-maskable-192.png', size: 192, svg: fullBleed(0.7) },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  // iOS draws no transparency and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.85) },
];

for (const { file, size, svg } of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(new URL(`icons/${file}`, publicDir), png);
  console.log(`${file}: ${png.length} bytes`);
}
