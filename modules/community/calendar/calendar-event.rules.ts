/** The longest description an event takes (text its creator wrote). */
export const CALENDAR_DESCRIPTION_MAX = 1000;
/** The longest place an event takes ("Sala 12", "Quadra coberta", an address). */
export const CALENDAR_PLACE_MAX = 200;

/** What an event's rule refuses, and where. */
export interface CalendarEventProblem {
  path: 'datFim' | 'dscDescricao' | 'dscLocal';
  code: 'calendar.endBeforeStart' | 'calendar.descriptionMax' | 'calendar.placeMax';
}

/** The parts of an event its rule reads: its times (ISO) and its optional texts. */
export interface CalendarEventDetails {
  datEvento: string;
  datFim?: string | null;
  dscDescricao?: string | null;
  dscLocal?: string | null;
}

/**
 * What is wrong with an event's details (decision 0075): an end not after its start ("O fim do
 * evento deve ser depois do início."), a description or a place past its limit. One rule for the
 * contract (the form shows it beside the field) and the decider (no stored event breaks it).
 */
export function calendarEventProblems(event: CalendarEventDetails): CalendarEventProblem[] {
  const problems: CalendarEventProblem[] = [];
  if (event.datFim && !(Date.parse(event.datFim) > Date.parse(event.datEvento)))
    problems.push({ path: 'datFim', code: 'calendar.endBeforeStart' });
  if ((event.dscDescricao?.length ?? 0) > CALENDAR_DESCRIPTION_MAX)
    problems.push({ path: 'dscDescricao', code: 'calendar.descriptionMax' });
  if ((event.dscLocal?.length ?? 0) > CALENDAR_PLACE_MAX)
    problems.push({ path: 'dscLocal', code: 'calendar.placeMax' });
  return problems;
}
