import { describe, expect, it } from 'vitest';
import { ALL_PROFILES, assertNever } from '@school/modules/kernel';
import type { OrgScope } from '@school/modules/organization';
import { listScopeOf } from './list-scope.js';
import { inScope, type ScopeTarget } from './scope.js';
import { testCaller as user } from '../../test/caller.js';

/** What a list filtered by `scope` keeps of a row. */
function keeps(scope: OrgScope, row: Required<ScopeTarget>): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'school':
      return row.schoolId === scope.schoolId;
    case 'unit':
      return row.schoolId === scope.schoolId && row.unitId === scope.unitId;
    case 'classes':
      return row.classId !== null && scope.classIds.includes(row.classId);
    case 'none':
      return false;
    default:
      return assertNever(scope);
  }
}

const rows: Required<ScopeTarget>[] = [
  { schoolId: 2, unitId: 20, classId: 200 },
  { schoolId: 2, unitId: 20, classId: 201 },
  { schoolId: 2, unitId: 21, classId: 210 },
  { schoolId: 3, unitId: 30, classId: 300 },
];

describe('list scope', () => {
  it.each(ALL_PROFILES)('keeps exactly the rows that profile %i reaches one by one', (profile) => {
    for (const u of [user(profile), user(profile, null, null), user(profile, 2, null)]) {
      const scope = listScopeOf(u, [200]);
      expect(rows.map((r) => keeps(scope, r))).toEqual(rows.map((r) => inScope(u, r, [200])));
    }
  });
});
