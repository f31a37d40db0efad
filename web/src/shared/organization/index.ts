export {
  CLASSES_KEY,
  MY_CLASSES_KEY,
  useClassesOfUnit,
  useMyClasses,
  useSchools,
  useSwitchCurrentClass,
  useUnitsOfSchool,
} from './organization';
