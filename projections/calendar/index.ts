export { calendarProjection } from './calendar.projection.js';
export {
  calendarFeedVersion,
  type CalendarEventRecord,
  candidateEvents,
  findCalendarEvent,
} from './calendar.queries.js';
