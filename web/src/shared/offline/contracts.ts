/**
 * The sync route's contract (POST /api/plataforma/sincronizar), as the server defines it. Declared
 * here until `@school/modules/teaching/contracts` exports it (branch h-sync); then this file only
 * re-exports it.
 */

/** The kinds of learner writes a device queues. */
export type SyncKind = 'visto' | 'tentativa' | 'avaliacao' | 'resposta';

/** One queued write: its device-made id is the command's idempotency key. */
export interface SyncItem {
  /** 8 to 64 characters of [A-Za-z0-9_-], made on the device (crypto.randomUUID()). */
  id: string;
  tipo: SyncKind;
  /** The user the write belongs to: only this user's session sends it. */
  codBseUsuario: number;
  /** When the learner did it, ISO 8601. */
  feitoEm: string;
  /** The body of the write's own route (POST /plataforma/visto, /tentativa, /avaliacao, the answers). */
  dados: unknown;
}

export interface SyncRequest {
  itens: SyncItem[];
}

/** One item's outcome: 2xx applied (with the route's answer), else refused with the server's message. */
export interface SyncItemOutcome {
  id: string;
  status: number;
  resultado?: unknown;
  erro?: { code: string; message: string };
}

export interface SyncAnswer {
  itens: SyncItemOutcome[];
  sincronizadoEm: string;
}

/** At most this many items in one request (413 beyond). */
export const SYNC_MAX_ITEMS = 500;
