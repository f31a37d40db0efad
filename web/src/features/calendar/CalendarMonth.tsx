import { Box, Paper } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import dayjs from 'dayjs';
import type { CalendarEvent } from '@school/modules/community/contracts';
import { useLanguage } from '../../i18n/messages';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

export const DAY = 'YYYY-MM-DD';
export const DAYJS_LOCALE = { pt: 'pt-br', en: 'en', es: 'es' } as const;
/** At most this many dots under a day; the day's label names every event. */
const MAX_DOTS = 4;

export interface CalendarMonthProps {
  /** The displayed month's first day (YYYY-MM-DD). */
  month: string;
  /** The chosen day (YYYY-MM-DD), or null for the whole month. */
  day: string | null;
  /** The month's events by day (YYYY-MM-DD). */
  byDay: ReadonlyMap<string, CalendarEvent[]>;
  onMonthChange(month: string): void;
  onDayChange(day: string | null): void;
}

/**
 * The month as a calendar: each day with up to four coloured dots, one per event, and a label
 * that names them (the dots are hidden from screen readers); a click chooses the day, a second
 * click goes back to the whole month.
 */
export function CalendarMonth({ month, day, byDay, onMonthChange, onDayChange }: CalendarMonthProps) {
  const tc = useCalendarTexts();
  const colourName = useColourName();
  const locale = DAYJS_LOCALE[useLanguage()];

  const dayLabel = (date: string) => {
    // The visible day number starts the name (WCAG 2.5.3: the name contains what is seen).
    const label = dayjs(date).locale(locale).format(tc('dayFormat'));
    const list = byDay.get(date) ?? [];
    if (list.length === 0) return label;
    const titles = list.map((e) => `${e.dscTitulo} (${colourName(e.hexCorEvento)})`).join('; ');
    return list.length === 1
      ? tc('dayOneEvent', { date: label, titles })
      : tc('dayEvents', { date: label, count: list.length, titles });
  };

  const renderDay = (date: string) => {
    const list = byDay.get(date) ?? [];
    return (
      <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.1 }}>
        <span>{dayjs(date).date()}</span>
        <Box style={{ display: 'flex', gap: 2, height: 7, marginTop: 2 }} aria-hidden>
          {list.slice(0, MAX_DOTS).map((e) => (
            <span
              key={e.codCldCalendario}
              style={{
                width: 7,
                height: 7,
                borderRadius: '50%',
                background: e.hexCorEvento,
                boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.45)',
              }}
            />
          ))}
        </Box>
      </Box>
    );
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={tc('calendar')}>
      <Calendar
        date={month}
        onDateChange={(date) => onMonthChange(dayjs(date).startOf('month').format(DAY))}
        maxLevel="month"
        hideOutsideDates
        highlightToday
        fullWidth
        size="md"
        ariaLabels={{ previousMonth: tc('previousMonth'), nextMonth: tc('nextMonth') }}
        renderDay={renderDay}
        getDayAriaLabel={dayLabel}
        // Mantine's red weekend numbers fall short of 4.5:1 on white.
        weekendDays={[]}
        getDayProps={(date) => ({
          selected: date === day,
          'aria-pressed': date === day,
          onClick: () => onDayChange(date === day ? null : date),
        })}
      />
    </Paper>
  );
}
