import { accessLogProjection } from '@school/projections/access-log';
import type { Projection } from '@school/projections/kernel';
import { userDirectoryProjection } from '@school/projections/user-directory';
import { userSessionsProjection } from '@school/projections/user-sessions';

/** The read models of the identity context, for the projection engine and `projections:rebuild`. */
export const identityProjections: Projection[] = [
  userDirectoryProjection,
  accessLogProjection,
  userSessionsProjection,
];
