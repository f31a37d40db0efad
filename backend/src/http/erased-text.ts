import { ERASED, type Language, translate } from '@school/modules/kernel';

/** A plain object or array (an answer's JSON), not a Date, a Buffer or a stream. */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A value as the caller reads it: every string that is ERASED (where an erased person's name,
 * login or text was, decision 0061) in the caller's language ("Data removed", "Datos
 * eliminados"), at any depth of plain objects and arrays; the same value when none is there
 * (and in pt, whose words the read models hold already).
 */
export function shownErased<T>(value: T, language: Language): T {
  if (language === 'pt') return value;
  const words = translate('generic.erased', language);
  const walk = (v: unknown): unknown => {
    if (v === ERASED) return words;
    if (v === null || typeof v !== 'object' || !isPlain(v)) return v;
    let changed = false;
    const entries = Array.isArray(v)
      ? v.map((item: unknown) => {
          const shown = walk(item);
          changed ||= shown !== item;
          return shown;
        })
      : Object.entries(v).map(([key, item]) => {
          const shown = walk(item);
          changed ||= shown !== item;
          return [key, shown] as const;
        });
    if (!changed) return v;
    return Array.isArray(v) ? entries : Object.fromEntries(entries as (readonly [string, unknown])[]);
  };
  return walk(value) as T;
}
