export { formatDateTime, formatDateTimeIn, formatGrade } from './format';
