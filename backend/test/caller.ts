import type { Profile } from '@school/modules/kernel';
import type { Caller } from '../src/auth/token.service.js';

/** A signed-in caller of `profile`: user 9 (XXMT-0009) of school 2 and unit 20 unless told otherwise. */
export const testCaller = (
  profile: Profile,
  schoolId: number | null = 2,
  unitId: number | null = 20,
): Caller => ({
  userId: 9,
  profile,
  schoolId,
  unitId,
  login: 'XXMT-0009',
});
