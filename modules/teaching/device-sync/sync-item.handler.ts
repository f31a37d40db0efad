import type { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { RefusalCode } from '@school/modules/kernel';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** What an applied item answers: its route's answer (200), or a 409 for an answer kept aside. */
export interface ItemApplied {
  status: number;
  resultado?: unknown;
  /** Why a stored item is answered as refused (an answer kept aside: late, or a duplicate). */
  code?: RefusalCode;
  /** The class the item belongs to (the sync's fact names it). */
  codBseTurma: number;
}

/**
 * One item type of the device queue (decision 0076): the schema of its route's body and the
 * route's own command, sent on the bus as the route sends it. A refusal throws, as the route's
 * does; nothing is stored for it. A new type is one such file and one line in ITEM_HANDLERS.
 */
export interface SyncItemHandler<Input> {
  schema: z.ZodType<Input>;
  apply(
    dados: Input,
    meta: RequestMeta,
    commands: CommandBus,
    item: { feitoEm: string },
  ): Promise<ItemApplied>;
}
