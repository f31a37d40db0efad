export {
  CLASSES_KEY,
  MY_CLASSES_KEY,
  useClasses,
  useClassesOfUnit,
  useMyClasses,
  useSchools,
  useSwitchCurrentClass,
  useUnitsOfSchool,
} from './organization';
