import { Profile } from '@school/modules/kernel';
import { assertInScope, inScope, type ScopeTarget } from '@school/backend/auth/scope';
import type { Caller } from '@school/backend/auth/token.service';

interface Placed {
  codBseEscola: number | null;
  codBseUnidade: number | null;
}

/** Where a user lives, for the scope rule: its school and unit. */
export function userTarget(user: Placed): ScopeTarget {
  return { schoolId: user.codBseEscola, unitId: user.codBseUnidade };
}

/**
 * Whether the caller may see a user (and so its avatar): itself, or a user in its scope as
 * the users administration decides it (the same rule as the list and the edit form).
 */
export function mayViewUser(caller: Caller, user: Placed & { codBseUsuario: number }): boolean {
  return caller.userId === user.codBseUsuario || inScope(caller, userTarget(user));
}

/** A user outside the caller's scope is answered like a missing one (404). */
export function assertUserInScope(caller: Caller, user: Placed | undefined | null): void {
  assertInScope(caller, user ? userTarget(user) : null);
}

/**
 * Whether the caller reaches a school as a place to put a user: a Master any, a Gestor its own,
 * a Diretor or Coordenador the school of its own unit (the scope rule seen from that unit).
 */
export function schoolInReach(caller: Caller, schoolId: number): boolean {
  return inScope(caller, { schoolId, unitId: caller.unitId });
}

/**
 * A login prefix (school prefix + unit prefix) is a place too: a Gestor asks only for its own
 * school's prefixes, a Diretor or Coordenador only for its own unit's; anything else is a 404.
 */
export function prefixInReach(
  caller: Caller,
  prefix: string,
  own: { schoolPrefix: string | null; unitPrefix: string | null },
): boolean {
  if (caller.profile === Profile.Master) return true;
  if (own.schoolPrefix === null || prefix.slice(0, 2) !== own.schoolPrefix) return false;
  if (caller.profile === Profile.Gestor) return true;
  return own.unitPrefix !== null && prefix.slice(2) === own.unitPrefix;
}
