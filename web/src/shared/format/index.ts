export {
  DATE_TIME_FORMATS,
  datedFileName,
  dateTimeFormatOf,
  formatDateTime,
  formatDateTimeIn,
  formatGrade,
} from './format';
export { formatGradeOf, useGradeOf } from './gradeOf';
