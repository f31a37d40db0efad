/** The organization context (schools, units, addresses, classes): what other workspaces use of it. */
export { type OrgScope } from './org-scope.js';
export {
  type Address,
  type AddressInput,
  addressSchema,
  cepSchema,
  type PostalCodeAddress,
} from './address/address.contracts.js';
export { addressDecider } from './address/address.decider.js';
export {
  type AddressEvent,
  type AddressFields,
  addressStream,
  isAddressEvent,
} from './address/address.events.js';
export {
  type ClassStudent,
  type ClassWriteAnswer,
  type CreateClassInput,
  createClassSchema,
  createClassSchemaFor,
  type SchoolClass,
  type UpdateClassInput,
  updateClassSchema,
} from './class/class.contracts.js';
export { classDecider } from './class/class.decider.js';
export { type ClassEvent, classStream, isClassEvent } from './class/class.events.js';
export { type CurrentClass, type UserClass } from './current-class/current-class.contracts.js';
export { currentClassDecider } from './current-class/current-class.decider.js';
export {
  type CurrentClassEvent,
  currentClassStream,
  isCurrentClassEvent,
} from './current-class/current-class.events.js';
export {
  type CreateSchoolInput,
  createSchoolSchema,
  type School,
  schoolSearchSchema,
  type SchoolWriteAnswer,
  type UpdateSchoolInput,
  updateSchoolSchema,
} from './school/school.contracts.js';
export { schoolDecider } from './school/school.decider.js';
export {
  PROTECTED_SCHOOL_ID,
  type SchoolCreatedData,
  isSchoolEvent,
  type SchoolEvent,
  schoolStream,
} from './school/school.events.js';
export {
  type CreateUnitInput,
  createUnitSchema,
  createUnitSchemaFor,
  type Unit,
  unitSearchSchema,
  type UnitUser,
  type UnitWriteAnswer,
  type UpdateUnitInput,
  updateUnitSchema,
} from './unit/unit.contracts.js';
export { unitDecider } from './unit/unit.decider.js';
export {
  isUnitEvent,
  UNIT_PREFIX_RESERVATION,
  type UnitEvent,
  unitPrefixValue,
  unitStream,
} from './unit/unit.events.js';
