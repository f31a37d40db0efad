import { describe, expect, it } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import { shownErased } from './erased-text.js';

describe('an erased person’s words in the caller’s language (decision 0061)', () => {
  it('translates every ERASED string at any depth, and only those', () => {
    const at = new Date(0);
    const body = { items: [{ nomUsuario: ERASED, cstLogin: 'ZPX-0001', at }], total: 1, note: `${ERASED}!` };
    expect(shownErased(body, 'en')).toEqual({
      items: [{ nomUsuario: 'Data removed', cstLogin: 'ZPX-0001', at }],
      total: 1,
      note: `${ERASED}!`,
    });
    expect(shownErased([ERASED, null, 3], 'es')).toEqual(['Datos eliminados', null, 3]);
    expect(shownErased(ERASED, 'en')).toBe('Data removed');
  });

  it('answers the same value when there is nothing to translate, in pt, and for other objects', () => {
    const body = { items: [{ nomUsuario: 'Ana' }] };
    expect(shownErased(body, 'en')).toBe(body);
    const erased = { nomUsuario: ERASED };
    expect(shownErased(erased, 'pt')).toBe(erased);
    const bytes = Buffer.from(ERASED);
    expect(shownErased({ bytes }, 'en').bytes).toBe(bytes);
  });
});
