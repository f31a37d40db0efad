import { Profile } from '@school/modules/kernel/contracts';
import { api, ApiError } from '../api';
import { sessionStore } from '../session';
import type { SyncKind } from './contracts';
import { deviceQueue } from './deviceQueue';

/** A write kept on the device, to be sent (and, for a round, scored) when the connection returns. */
export interface Pending {
  pending: true;
}

export const PENDING: Pending = { pending: true };

export function isPending(answer: unknown): answer is Pending {
  return typeof answer === 'object' && answer !== null && (answer as Partial<Pending>).pending === true;
}

/**
 * A learner's write (decision 0079): a student's goes through the device's queue and answers
 * the server's answer when it came at once, `PENDING` when it waits for the connection, or
 * rejects with the server's refusal (an ApiError, as the route's own). Anyone else's (a teacher
 * trying the player), or any write when the device keeps no IndexedDB, goes to its own route.
 */
export async function queuedWrite<T>(
  tipo: SyncKind,
  path: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<T | Pending> {
  const direct = () => api<T>(path, { method: 'POST', body, ...(idempotencyKey ? { idempotencyKey } : {}) });
  if (sessionStore.get()?.user.codBsePerfil !== Profile.Aluno || typeof indexedDB === 'undefined')
    return direct();
  const outcome = await deviceQueue.submit(tipo, body);
  if (outcome.state === 'applied') return outcome.resultado as T;
  if (outcome.state === 'pending') return PENDING;
  throw new ApiError(outcome.status, outcome.erro.code, outcome.erro.message);
}

/** A write sent and forgotten (a content seen): queued for a student, sent when it can be. */
export async function queuedFireAndForget(
  tipo: SyncKind,
  path: string,
  body: unknown,
  idempotencyKey?: string,
) {
  if (sessionStore.get()?.user.codBsePerfil !== Profile.Aluno || typeof indexedDB === 'undefined')
    return api(path, { method: 'POST', body, ...(idempotencyKey ? { idempotencyKey } : {}) });
  await deviceQueue.enqueue(tipo, body);
  return PENDING;
}
