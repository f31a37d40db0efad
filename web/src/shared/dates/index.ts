export { DateField, type DateFieldProps } from './DateField';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { parseTypedDay, TypedDateField, type TypedDateFieldProps } from './TypedDateField';
