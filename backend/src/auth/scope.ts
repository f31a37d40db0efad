import { DomainError, Profile } from '@school/modules/kernel';
import type { Caller } from './token.service.js';

/** Where a record lives in the network: its school, and its unit and class when it has them. */
export interface ScopeTarget {
  schoolId: number | null;
  unitId?: number | null;
  classId?: number | null;
}

/**
 * Whether the caller may act on a record: a Master everywhere, a Gestor within its school, a
 * Diretor or Coordenador within its unit, a Professor on its own classes (`classIds`, read by
 * the caller from the memberships), an Aluno and an Assistente on nothing administrative.
 */
export function inScope(user: Caller, target: ScopeTarget, classIds: readonly number[] = []): boolean {
  switch (user.profile) {
    case Profile.Master:
      return true;
    case Profile.Gestor:
      return target.schoolId != null && target.schoolId === user.schoolId;
    case Profile.Diretor:
    case Profile.Coordenador:
      return (
        target.schoolId != null &&
        target.schoolId === user.schoolId &&
        target.unitId != null &&
        target.unitId === user.unitId
      );
    case Profile.Professor:
      return target.classId != null && classIds.includes(target.classId);
    default:
      return false;
  }
}

/**
 * Refuses a record outside the caller's scope with a 404, exactly as if it did not exist, so
 * that editing an id in a URL or a request reveals nothing (not even that the id exists).
 */
export function assertInScope(
  user: Caller,
  target: ScopeTarget | undefined | null,
  classIds?: readonly number[],
): void {
  if (!target || !inScope(user, target, classIds)) throw new DomainError('generic.notFound');
}
