import { Profile } from '@school/modules/kernel';
import type { OrgScope } from '@school/modules/organization';
import type { Caller } from './token.service.js';

/**
 * The rows a caller's lists may show: the list form of `inScope` (scope.ts), which the
 * read models apply in SQL. A Professor's classes are its memberships (`classIds`).
 */
export function listScopeOf(user: Caller, classIds: readonly number[] = []): OrgScope {
  switch (user.profile) {
    case Profile.Master:
      return { kind: 'all' };
    case Profile.Gestor:
      return user.schoolId != null ? { kind: 'school', schoolId: user.schoolId } : { kind: 'none' };
    case Profile.Diretor:
    case Profile.Coordenador:
      return user.schoolId != null && user.unitId != null
        ? { kind: 'unit', schoolId: user.schoolId, unitId: user.unitId }
        : { kind: 'none' };
    case Profile.Professor:
      return { kind: 'classes', classIds };
    default:
      return { kind: 'none' };
  }
}
