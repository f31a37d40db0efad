import { describe, expect, it } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import { csvValueWriter } from './report-csv.views.js';

describe('report CSV values, as a spreadsheet of the caller’s language reads them', () => {
  const pt = csvValueWriter('pt');
  const en = csvValueWriter('en');
  const es = csvValueWriter('es');

  it('writes decimals with the language’s mark and no thousands mark, as the screens show a grade', () => {
    expect([pt(18.5, 'decimal'), en(18.5, 'decimal'), es(18.5, 'decimal')]).toEqual(['18,5', '18.5', '18,5']);
    expect([pt(17, 'decimal'), pt(1234.25, 'decimal'), en(1234.25, 'decimal')]).toEqual([
      '17,0',
      '1234,25',
      '1234.25',
    ]);
    expect([pt(12345, 'integer'), en(12345, 'integer')]).toEqual(['12345', '12345']);
  });

  it('writes an erased person’s name or login in the file’s language (decision 0061)', () => {
    expect([pt(ERASED, 'text'), en(ERASED, 'text'), es(ERASED, 'text')]).toEqual([
      'Dados removidos',
      'Data removed',
      'Datos eliminados',
    ]);
  });

  it('writes instants in São Paulo’s local time: the day before for a UTC time after midnight', () => {
    const at = '2026-11-27T02:30:00.000Z';
    expect([pt(at, 'instant'), es(at, 'instant'), en(at, 'instant')]).toEqual([
      '26/11/2026 23:30',
      '26/11/2026 23:30',
      '11/26/2026 23:30',
    ]);
    expect(pt(new Date('2026-01-05T12:07:00Z'), 'instant')).toBe('05/01/2026 09:07');
  });

  it('names the rating questions, leaves empty cells empty and text as it is (writeReportCsv neutralises it)', () => {
    expect(pt(1, 'ratingQuestion')).toBe('Quanto você gostou deste capítulo?');
    expect(es(3, 'ratingQuestion')).toBe('¿Los juegos y actividades le ayudaron a entender?');
    expect([pt(null, 'integer'), pt(undefined, 'instant'), pt('', 'decimal'), pt('=1+1', 'text')]).toEqual([
      '',
      '',
      '',
      '=1+1',
    ]);
  });
});
