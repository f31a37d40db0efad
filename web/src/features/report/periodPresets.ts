import dayjs from 'dayjs';
import type { Day } from './useReportFilter';

/** The periods a report's filter offers in one click. */
export const PERIOD_PRESETS = ['month', 'bimester', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DAY = 'YYYY-MM-DD';

/**
 * The first and last day of a preset period around `today` (local days, `YYYY-MM-DD`): this month;
 * this bimester, the calendar's two-month block (January–February, March–April, ... decision
 * 0073); the last 30 days, today included.
 */
export function presetPeriod(preset: PeriodPreset, today: Date = new Date()): { start: Day; end: Day } {
  const now = dayjs(today);
  switch (preset) {
    case 'month':
      return { start: now.startOf('month').format(DAY), end: now.endOf('month').format(DAY) };
    case 'bimester': {
      const first = now.month(now.month() - (now.month() % 2)).startOf('month');
      return { start: first.format(DAY), end: first.add(1, 'month').endOf('month').format(DAY) };
    }
    case 'last30':
      return { start: now.subtract(29, 'day').format(DAY), end: now.format(DAY) };
    default:
      return preset satisfies never;
  }
}
