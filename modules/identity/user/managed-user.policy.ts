import { DomainError } from '@school/modules/kernel';
import { isPresent, type PresentUserState } from '@school/modules/identity';
import type { Caller } from '@school/backend/auth/token.service';
import type { IdentityService } from '../identity.service.js';
import { assertUserInScope } from './user-scope.policy.js';

/**
 * The user an administrator acts on, read from its stream (never from a read model that could
 * lag behind a just-made change of school or unit), and within the caller's scope: a missing,
 * deleted or out-of-scope user is a 404 alike.
 */
export async function managedUser(
  identity: IdentityService,
  caller: Caller,
  id: number,
): Promise<PresentUserState> {
  const state = await identity.userById(id);
  if (!isPresent(state)) throw new DomainError('generic.notFound');
  assertUserInScope(caller, state.user);
  return state;
}
