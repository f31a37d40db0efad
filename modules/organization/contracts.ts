/**
 * What a client (the web) may use of the organization context: the zod schemas, input and answer types
 * of its API. No event, decider or state.
 */
export {
  type Address,
  type AddressInput,
  addressSchema,
  cepSchema,
  type PostalCodeAddress,
} from './address/address.contracts.js';
export {
  CLASS_NAME_PATTERN,
  classNameSchema,
  type ClassStudent,
  type ClassWriteAnswer,
  type CreateClassInput,
  createClassSchema,
  createClassSchemaFor,
  type SchoolClass,
  type UpdateClassInput,
  updateClassSchema,
} from './class/class.contracts.js';
export { type CurrentClass, type UserClass } from './current-class/current-class.contracts.js';
export {
  type CreateSchoolInput,
  createSchoolSchema,
  type School,
  schoolSearchSchema,
  type SchoolWriteAnswer,
  type UpdateSchoolInput,
  updateSchoolSchema,
} from './school/school.contracts.js';
export {
  type CreateUnitInput,
  createUnitSchema,
  createUnitSchemaFor,
  type Unit,
  unitPrefixSchema,
  unitSearchSchema,
  type UnitUser,
  type UnitWriteAnswer,
  type UpdateUnitInput,
  updateUnitSchema,
} from './unit/unit.contracts.js';

// Pure rules the screens share with the server (same code, same answer), and protected ids.
export { PROTECTED_SCHOOL_ID } from './school/school.events.js';
