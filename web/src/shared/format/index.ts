export { formatDateTime, formatGrade } from './format';
