import { addressBookProjection } from '@school/projections/address-book';
import { classListProjection } from '@school/projections/class-list';
import type { Projection } from '@school/projections/kernel';
import { unitListProjection } from '@school/projections/unit-list';

/** The read models of units, classes and addresses, for the projection engine and `projections:rebuild`. */
export const organizationProjections: Projection[] = [
  unitListProjection,
  classListProjection,
  addressBookProjection,
];
