import { describe, expect, it } from 'vitest';
import { datedFileName } from '../../shared/format';
import { parseTypedDay } from '../../shared/dates';
import { presetPeriod } from './periodPresets';

// Local days: the presets follow the user's calendar.
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 15, 0);

describe('period presets', () => {
  it('gives this month, from its first to its last day', () => {
    expect(presetPeriod('month', on(2026, 2, 10))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetPeriod('month', on(2028, 2, 29))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('gives this bimester as the calendar’s two-month block: Jan–Feb, Mar–Apr, … Nov–Dec', () => {
    expect(presetPeriod('bimester', on(2026, 1, 5))).toEqual({ start: '2026-01-01', end: '2026-02-28' });
    expect(presetPeriod('bimester', on(2026, 4, 30))).toEqual({ start: '2026-03-01', end: '2026-04-30' });
    expect(presetPeriod('bimester', on(2026, 5, 1))).toEqual({ start: '2026-05-01', end: '2026-06-30' });
    expect(presetPeriod('bimester', on(2026, 12, 31))).toEqual({ start: '2026-11-01', end: '2026-12-31' });
  });

  it('gives the last 30 days, today included', () => {
    expect(presetPeriod('last30', on(2026, 3, 15))).toEqual({ start: '2026-02-14', end: '2026-03-15' });
  });
});

describe('typed days and file names', () => {
  it('reads DD/MM/YYYY (and D/M/YYYY), and no day that does not exist', () => {
    expect(parseTypedDay('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('2026-03-05')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });

  it('names an export by its report and the day it was asked', () => {
    expect(datedFileName('acessos', on(2026, 12, 1))).toBe('acessos-2026-12-01.csv');
  });
});
