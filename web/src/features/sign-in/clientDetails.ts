import type { AccessDetailsInput } from '@school/modules/identity/contracts';

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

function first(list: [string, RegExp][], ua: string): [string | null, string | null] {
  for (const [name, pattern] of list) {
    const match = pattern.exec(ua);
    if (match) return [name, match[1] ? match[1].replace(/_/g, '.') : null];
  }
  return [null, null];
}

/** The OS and browser of this client, for the access log (POST /api/bse_acesso). */
export function clientDetails(ua: string = navigator.userAgent): AccessDetailsInput {
  const [nomSo, txtVersaoSo] = first(SYSTEMS, ua);
  const [nomNavegador, txtVersaoNavegador] = first(BROWSERS, ua);
  return { nomSo, txtVersaoSo, nomNavegador, txtVersaoNavegador };
}
