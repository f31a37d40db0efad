import { describe, expect, it } from 'vitest';
import { dateField, type DateFormat, ID_MAX, isDateIn, recordId } from './contract-fields.js';

describe('contract fields', () => {
  it.each<[DateFormat, string, boolean]>([
    ['instant', '1900-01-01T00:00:00.000Z', true],
    ['instant', '2100-12-31T23:59:59.999-03:00', true],
    ['instant', '2028-02-29T12:00:00+14:00', true],
    ['instant', '0000-01-01T00:00:00.000Z', false],
    ['instant', '1899-12-31T23:59:59Z', false],
    ['instant', '2101-01-01T00:00:00Z', false],
    ['instant', '2026-02-29T12:00:00Z', false],
    ['instant', '2026-03-10T24:00:00Z', false],
    ['instant', '2026-03-10T10:00:00+14:01', false],
    ['instant', '2026-03-10T10:00:00', false],
    ['day', '2100-12-31', true],
    ['day', '2026-04-31', false],
    ['day', '0000-01-01', false],
    ['minute', '1900-01-01T00:00', true],
    ['minute', '2100-12-31T23:59', true],
    ['minute', '0000-01-01T00:00', false],
    ['minute', '2026-02-30T10:00', false],
    ['minute', '2026-03-10T10:00Z', false],
    ['minute', '2026-03-10T10:00:00', false],
  ])('a %s %s is taken: %s', (format, value, taken) => {
    expect(isDateIn(value, format)).toBe(taken);
  });

  it('refuses a date with the field’s message, once', () => {
    const result = dateField('instant', 'calendar.dateInvalid').safeParse('0000-01-01T00:00:00.000Z');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['calendar.dateInvalid']);
    expect(
      dateField('day', 'report.dateInvalid', { earliest: '2000-01-01', latest: '2000-12-31' }).safeParse(
        '2001-01-01',
      ).success,
    ).toBe(false);
  });

  it('takes ids an int4 column holds, and no more', () => {
    expect(recordId().safeParse(ID_MAX).success).toBe(true);
    expect(recordId().safeParse(String(ID_MAX + 1)).success).toBe(false);
    expect(recordId().safeParse(0).success).toBe(false);
  });
});
