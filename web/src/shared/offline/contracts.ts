/**
 * The sync route's contract (POST /api/plataforma/sincronizar, decision 0076), as the device's
 * queue stores and sends it.
 */
import type { SyncItem as ServerSyncItem, SyncItemType } from '@school/modules/teaching/contracts';

export { SYNC_MAX_ITEMS, type SyncAnswer, type SyncItemOutcome } from '@school/modules/teaching/contracts';

/** The kinds of learner writes a device queues. */
export type SyncKind = SyncItemType;

/**
 * One queued write as the queue keeps it: the server's item (its device-made id is the command's
 * idempotency key), with `dados` the body of the kind's own route.
 */
export type SyncItem = Omit<ServerSyncItem, 'tipo' | 'dados'> & { tipo: SyncKind; dados: unknown };

export interface SyncRequest {
  itens: SyncItem[];
}
