import { z } from 'zod';
import { dateField, recordId } from '@school/modules/kernel';
import type { SubmitAnswersInput } from '@school/modules/assessment/contracts';
import type { GameAttemptInput, RoundResult } from '../learner/game-play.contracts.js';
import type { RateChapterInput, ViewContentInput } from '../learner/learner.contracts.js';

/** The most items one POST /api/plataforma/sincronizar takes (more: 413 sync.tooManyItems, nothing applied). */
export const SYNC_MAX_ITEMS = 500;

/** An item done on the device this long before it arrived arrived late (the teacher sees how many). */
export const SYNC_LATE_AFTER_MS = 60_000;

/** The id the device makes for an item: its idempotency key (decision 0076). */
export const SYNC_ITEM_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** What each item type carries: exactly the body of the route it stands for. */
export interface SyncItemData {
  /** POST /api/plataforma/visto */
  visto: ViewContentInput;
  /** POST /api/plataforma/tentativa */
  tentativa: GameAttemptInput;
  /** POST /api/plataforma/avaliacao */
  avaliacao: RateChapterInput;
  /** POST /api/bse_questao_resposta */
  resposta: SubmitAnswersInput;
}
export type SyncItemType = keyof SyncItemData;
export const SYNC_ITEM_TYPES = [
  'visto',
  'tentativa',
  'avaliacao',
  'resposta',
] as const satisfies readonly SyncItemType[];

/** One queued write as the device sends it. */
export type SyncItem = {
  [T in SyncItemType]: {
    /** Made on the device: 8 to 64 of A-Z a-z 0-9 _ -; the item's idempotency key. */
    id: string;
    tipo: T;
    /** The user the device queued it for: the caller, or the item is refused (403). */
    codBseUsuario: number;
    /** When it was done on the device (ISO instant). */
    feitoEm: string;
    dados: SyncItemData[T];
  };
}[SyncItemType];

/**
 * The envelope of an item, checked item by item (an item it refuses is refused alone); `tipo` and
 * `dados` are checked by the item type's own handler with its route's schema.
 */
export const syncItemSchema = z.object({
  id: z.string({ error: 'sync.invalidId' }).regex(SYNC_ITEM_ID, { error: 'sync.invalidId' }),
  tipo: z.string({ error: 'sync.unknownType' }),
  codBseUsuario: recordId('generic.invalid'),
  feitoEm: dateField('instant', 'sync.invalidDoneAt'),
  dados: z.unknown(),
});
export type SyncItemEnvelope = z.output<typeof syncItemSchema>;

/** POST /api/plataforma/sincronizar: a device's queue, in the order it was done. */
export const syncQueueSchema = z.object({
  itens: z.array(z.unknown(), { error: 'generic.invalid' }),
});
export type SyncQueueInput = z.output<typeof syncQueueSchema>;

/** One item's outcome, in the order sent. */
export interface SyncItemOutcome {
  id: string;
  /** The HTTP status its own route would have answered (200: applied, or applied before). */
  status: number;
  /** The route's own answer when applied: 1, or a round's RoundResult. */
  resultado?: number | RoundResult;
  /** Why it was refused, in the caller's language. */
  erro?: { code: string; message: string; errors?: { field: string; code: string; message: string }[] };
}

/** What the sync answers. */
export interface SyncAnswer {
  itens: SyncItemOutcome[];
  /** When the server applied the queue (ISO). */
  sincronizadoEm: string;
}
