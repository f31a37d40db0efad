/**
 * The catalogue's illustrations, drawn in code as SVG (shapes only: no text, so no font is
 * needed) and rasterised by sharp into the PNG that is stored like an upload.
 */

const SIZE = 480;

/** A square picture on a soft background: 240 × 240 units, rendered at 480 × 480 pixels. */
function picture(background: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" rx="24" fill="${background}"/>${body}</svg>`
  );
}

/** A smiling face at (x, y): skin, eyes, smile, cheeks. */
function face(x: number, y: number, skin: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="34" fill="${skin}"/>` +
    `<circle cx="${x - 12}" cy="${y - 4}" r="4" fill="#2d2d2d"/><circle cx="${x + 12}" cy="${y - 4}" r="4" fill="#2d2d2d"/>` +
    `<path d="M${x - 12} ${y + 12} Q${x} ${y + 22} ${x + 12} ${y + 12}" stroke="#8a3b2e" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${x - 20}" cy="${y + 8}" r="5" fill="#f29b8f" opacity="0.6"/><circle cx="${x + 20}" cy="${y + 8}" r="5" fill="#f29b8f" opacity="0.6"/>`
  );
}

/** A body with shoulders below a face at (x, y). */
function body(x: number, y: number, colour: string): string {
  return `<path d="M${x - 52} 240 Q${x - 50} ${y + 44} ${x} ${y + 40} Q${x + 50} ${y + 44} ${x + 52} 240 Z" fill="${colour}"/>`;
}

export const DRAWINGS = {
  teacher: picture(
    '#e3f0fb',
    // the board behind her, hair in a bun, glasses
    `<rect x="20" y="24" width="200" height="100" rx="8" fill="#2f5d50"/>` +
      `<path d="M40 60 h50 M40 80 h80 M140 56 l20 20 M160 56 l-20 20" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>` +
      body(120, 130, '#c0392b') +
      `<circle cx="120" cy="96" r="16" fill="#5b3a29"/>` +
      `<path d="M84 134 Q86 96 120 96 Q154 96 156 134 Q150 110 120 110 Q90 110 84 134 Z" fill="#5b3a29"/>` +
      face(120, 134, '#e0ac69') +
      `<circle cx="108" cy="130" r="9" fill="none" stroke="#2d2d2d" stroke-width="3"/><circle cx="132" cy="130" r="9" fill="none" stroke="#2d2d2d" stroke-width="3"/>` +
      `<path d="M117 130 h6" stroke="#2d2d2d" stroke-width="3"/>`,
  ),
  studentBoy: picture(
    '#fff4d6',
    body(120, 124, '#2e86de') +
      `<rect x="150" y="180" width="44" height="56" rx="8" fill="#f39c12"/>` +
      face(120, 128, '#8d5524') +
      `<path d="M86 120 Q88 86 120 86 Q152 86 154 120 Q140 100 120 104 Q100 100 86 120 Z" fill="#1b1b1b"/>`,
  ),
  studentGirl: picture(
    '#fde8ef',
    body(120, 124, '#8e44ad') +
      `<circle cx="76" cy="118" r="16" fill="#d35400"/><circle cx="164" cy="118" r="16" fill="#d35400"/>` +
      face(120, 128, '#f1c27d') +
      `<path d="M86 124 Q86 86 120 86 Q154 86 154 124 Q146 98 120 100 Q94 98 86 124 Z" fill="#d35400"/>` +
      `<circle cx="140" cy="94" r="7" fill="#f1c40f"/>`,
  ),
  owl: picture(
    '#e8f6e9',
    // a branch, the owl's body, belly, big eyes, beak, ear tufts and a graduation cap
    `<path d="M10 206 h220" stroke="#7b4a2a" stroke-width="12" stroke-linecap="round"/>` +
      `<ellipse cx="120" cy="140" rx="62" ry="72" fill="#8e6e53"/>` +
      `<ellipse cx="120" cy="160" rx="38" ry="44" fill="#d8c3a5"/>` +
      `<path d="M70 92 L78 58 L98 84 Z M170 92 L162 58 L142 84 Z" fill="#8e6e53"/>` +
      `<circle cx="98" cy="112" r="22" fill="#ffffff"/><circle cx="142" cy="112" r="22" fill="#ffffff"/>` +
      `<circle cx="98" cy="112" r="10" fill="#2d2d2d"/><circle cx="142" cy="112" r="10" fill="#2d2d2d"/>` +
      `<path d="M112 128 L128 128 L120 142 Z" fill="#f39c12"/>` +
      `<path d="M80 66 L120 48 L160 66 L120 84 Z" fill="#2d2d2d"/><path d="M156 68 v22" stroke="#f1c40f" stroke-width="4"/>` +
      `<path d="M100 206 v-10 M140 206 v-10" stroke="#f39c12" stroke-width="8" stroke-linecap="round"/>`,
  ),
  robot: picture(
    '#eceff4',
    `<path d="M120 40 v22" stroke="#7f8c8d" stroke-width="6"/><circle cx="120" cy="36" r="9" fill="#e74c3c"/>` +
      `<rect x="64" y="62" width="112" height="84" rx="18" fill="#95a5a6"/>` +
      `<circle cx="96" cy="100" r="14" fill="#ffffff"/><circle cx="144" cy="100" r="14" fill="#ffffff"/>` +
      `<circle cx="96" cy="100" r="7" fill="#2980b9"/><circle cx="144" cy="100" r="7" fill="#2980b9"/>` +
      `<rect x="96" y="124" width="48" height="8" rx="4" fill="#2d2d2d"/>` +
      `<rect x="74" y="152" width="92" height="80" rx="14" fill="#3498db"/>` +
      `<circle cx="120" cy="186" r="14" fill="#f1c40f"/>` +
      `<rect x="40" y="160" width="28" height="14" rx="7" fill="#7f8c8d"/><rect x="172" y="160" width="28" height="14" rx="7" fill="#7f8c8d"/>`,
  ),
  solarSystem: picture(
    '#1b2340',
    `<circle cx="40" cy="120" r="34" fill="#f9d423"/>` +
      [88, 122, 160, 204]
        .map(
          (r) =>
            `<ellipse cx="40" cy="120" rx="${r}" ry="${r * 0.42}" fill="none" stroke="#5b6a9a" stroke-width="2"/>`,
        )
        .join('') +
      `<circle cx="126" cy="116" r="7" fill="#b0a18f"/><circle cx="156" cy="134" r="10" fill="#e67e22"/>` +
      `<circle cx="196" cy="108" r="11" fill="#3498db"/><circle cx="206" cy="148" r="8" fill="#c0392b"/>` +
      `<circle cx="20" cy="30" r="2" fill="#ffffff"/><circle cx="200" cy="30" r="2" fill="#ffffff"/><circle cx="120" cy="214" r="2" fill="#ffffff"/>`,
  ),
  waterCycle: picture(
    '#dff3ff',
    `<circle cx="196" cy="44" r="24" fill="#f9d423"/>` +
      `<path d="M40 70 a22 22 0 0 1 40 -10 a18 18 0 0 1 30 14 a14 14 0 0 1 -6 26 h-60 a16 16 0 0 1 -4 -30 Z" fill="#ffffff"/>` +
      `<path d="M56 112 l-6 14 M76 112 l-6 14 M96 112 l-6 14" stroke="#2e86de" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M0 180 L70 120 L120 170 L150 150 L240 196 V240 H0 Z" fill="#6ab04c"/>` +
      `<path d="M0 206 Q60 192 120 206 T240 206 V240 H0 Z" fill="#2e86de"/>` +
      `<path d="M170 190 v-30 M186 190 v-40 M202 190 v-30" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 6"/>`,
  ),
  plant: picture(
    '#f4f9e9',
    // soil and roots, stem, leaves and a flower
    `<rect x="0" y="168" width="240" height="72" fill="#8d6e63"/>` +
      `<path d="M120 168 v40 M120 186 l-22 22 M120 186 l22 22 M120 200 l-12 24" stroke="#f5deb3" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M120 168 V70" stroke="#27ae60" stroke-width="8"/>` +
      `<path d="M120 130 Q80 104 66 130 Q90 146 120 130 Z M120 110 Q160 84 174 110 Q150 126 120 110 Z" fill="#2ecc71"/>` +
      [0, 72, 144, 216, 288]
        .map(
          (a) => `<ellipse cx="120" cy="46" rx="12" ry="22" fill="#e84393" transform="rotate(${a} 120 66)"/>`,
        )
        .join('') +
      `<circle cx="120" cy="66" r="12" fill="#f1c40f"/>`,
  ),
  shapes: picture(
    '#fdf6ec',
    `<circle cx="70" cy="70" r="40" fill="#e74c3c"/>` +
      `<rect x="134" y="32" width="76" height="76" rx="4" fill="#3498db"/>` +
      `<path d="M70 130 L112 206 H28 Z" fill="#2ecc71"/>` +
      `<path d="M172 128 L210 156 L196 204 H148 L134 156 Z" fill="#f1c40f"/>`,
  ),
  clock: picture(
    '#eef2f7',
    `<circle cx="120" cy="120" r="92" fill="#ffffff" stroke="#34495e" stroke-width="10"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const [x1, y1] = [120 + 72 * Math.sin(a), 120 - 72 * Math.cos(a)];
        const [x2, y2] = [120 + 82 * Math.sin(a), 120 - 82 * Math.cos(a)];
        return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="#34495e" stroke-width="${i % 3 ? 3 : 6}"/>`;
      }).join('') +
      `<path d="M120 120 V68" stroke="#2d2d2d" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M120 120 L160 140" stroke="#e74c3c" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="120" cy="120" r="8" fill="#2d2d2d"/>`,
  ),
} as const;

export type Drawing = keyof typeof DRAWINGS;
