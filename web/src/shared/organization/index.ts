export {
  CLASSES_KEY,
  MY_CLASSES_KEY,
  useClassesOfUnit,
  useMyClasses,
  useSchools,
  useUnitsOfSchool,
} from './organization';
