export { DateField, type DateFieldProps } from './DateField';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
