/** The organization context (schools, units, addresses, classes): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';
export { type OrgScope } from './org-scope.js';

export { addressDecider } from './address/address.decider.js';
export {
  type AddressEvent,
  type AddressFields,
  addressPrivacy,
  addressStream,
  isAddressEvent,
} from './address/address.events.js';

export { classDecider } from './class/class.decider.js';
export { type ClassEvent, classPrivacy, classStream, isClassEvent } from './class/class.events.js';

export { currentClassDecider } from './current-class/current-class.decider.js';
export {
  type CurrentClassEvent,
  currentClassPrivacy,
  currentClassStream,
  isCurrentClassEvent,
} from './current-class/current-class.events.js';

export { schoolDecider } from './school/school.decider.js';
export {
  isSchoolEvent,
  type SchoolCreatedData,
  type SchoolEvent,
  schoolPrivacy,
  schoolStream,
} from './school/school.events.js';

export { unitDecider } from './unit/unit.decider.js';
export {
  isUnitEvent,
  UNIT_PREFIX_RESERVATION,
  type UnitEvent,
  unitPrefixValue,
  unitPrivacy,
  unitStream,
} from './unit/unit.events.js';
