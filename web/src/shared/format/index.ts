export { DATE_TIME_FORMATS, dateTimeFormatOf, formatDateTime, formatDateTimeIn, formatGrade } from './format';
