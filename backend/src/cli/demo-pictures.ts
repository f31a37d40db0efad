/**
 * The demo lessons' own pictures (decision 0069), drawn by hand as SVG and rasterised by sharp
 * like the catalogue's drawings: shapes only (no text, so no font is needed), 240 × 240 units
 * rendered at 480 × 480. Each shows what its question or content is about: the body lesson's
 * games show organs, not planets.
 */

const SIZE = 480;

function picture(background: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" rx="24" fill="${background}"/>${body}</svg>`
  );
}

export const DEMO_PICTURES = {
  // A red heart with its two arteries on top and a shine.
  heart: picture(
    '#fdecec',
    `<path d="M96 62 v-26 M120 58 v-30 M144 62 v-22" stroke="#8e1b1b" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M120 206 C60 164 30 128 30 94 C30 64 54 44 80 44 C98 44 112 54 120 70 C128 54 142 44 160 44 ` +
      `C186 44 210 64 210 94 C210 128 180 164 120 206 Z" fill="#d62828" stroke="#8e1b1b" stroke-width="5"/>` +
      `<path d="M66 88 Q70 68 88 64" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.8"/>`,
  ),
  // Two pink lungs hanging from the windpipe and its two branches.
  lungs: picture(
    '#eef6fb',
    `<path d="M120 24 V96 M120 96 Q104 104 92 118 M120 96 Q136 104 148 118" stroke="#7f8c8d" stroke-width="12" stroke-linecap="round" fill="none"/>` +
      `<path d="M104 104 C70 92 40 132 40 176 C40 206 60 216 84 210 C104 204 110 186 110 160 Z" fill="#f28b9b" stroke="#b03a48" stroke-width="5"/>` +
      `<path d="M136 104 C170 92 200 132 200 176 C200 206 180 216 156 210 C136 204 130 186 130 160 Z" fill="#f28b9b" stroke="#b03a48" stroke-width="5"/>` +
      `<path d="M78 150 q10 10 4 28 M162 150 q-10 10 -4 28" stroke="#b03a48" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ),
  // A pink brain: two halves with folds.
  brain: picture(
    '#f5effb',
    `<path d="M118 50 C92 38 56 48 48 78 C28 88 28 124 44 138 C40 164 64 184 90 178 C100 192 114 190 118 184 Z" fill="#f4a7c1" stroke="#a23c6b" stroke-width="5"/>` +
      `<path d="M122 50 C148 38 184 48 192 78 C212 88 212 124 196 138 C200 164 176 184 150 178 C140 192 126 190 122 184 Z" fill="#f4a7c1" stroke="#a23c6b" stroke-width="5"/>` +
      `<path d="M70 80 q16 6 14 22 M60 120 q20 -4 30 12 M84 150 q6 -14 22 -14 M170 80 q-16 6 -14 22 M180 120 q-20 -4 -30 12 M156 150 q-6 -14 -22 -14" ` +
      `stroke="#a23c6b" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<path d="M110 184 q10 20 0 36 h20 q-10 -16 0 -36" fill="#e3879f"/>`,
  ),
  // A white bone, lying across.
  bone: picture(
    '#eef3e6',
    `<g transform="rotate(-30 120 120)">` +
      `<rect x="62" y="106" width="116" height="28" fill="#fbf8ef" stroke="#9b8f74" stroke-width="5"/>` +
      `<circle cx="58" cy="104" r="22" fill="#fbf8ef" stroke="#9b8f74" stroke-width="5"/>` +
      `<circle cx="58" cy="136" r="22" fill="#fbf8ef" stroke="#9b8f74" stroke-width="5"/>` +
      `<circle cx="182" cy="104" r="22" fill="#fbf8ef" stroke="#9b8f74" stroke-width="5"/>` +
      `<circle cx="182" cy="136" r="22" fill="#fbf8ef" stroke="#9b8f74" stroke-width="5"/>` +
      `<rect x="66" y="109" width="108" height="22" fill="#fbf8ef"/></g>`,
  ),
} as const;

export type DemoPicture = keyof typeof DEMO_PICTURES;
