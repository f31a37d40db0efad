import { Inject, Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, translate } from '@school/modules/kernel';
import {
  SYNC_LATE_AFTER_MS,
  SYNC_MAX_ITEMS,
  type SyncAnswer,
  type SyncItemOutcome,
  type SyncItemType,
  syncItemSchema,
  type SyncQueueInput,
} from '@school/modules/teaching';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DeviceItems, itemHash, type StoredOutcome } from '@school/backend/commands/device-items';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { errorBody } from '@school/backend/errors/error.filter';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { avaliacaoItem } from './avaliacao-item.handler.js';
import { RecordDeviceSyncCommand } from './record-device-sync.handler.js';
import { respostaItem } from './resposta-item.handler.js';
import type { ItemApplied, SyncItemHandler } from './sync-item.handler.js';
import { tentativaItem } from './tentativa-item.handler.js';
import { vistoItem } from './visto-item.handler.js';

/** Each item type and its handler: a new type is its file and one line here. */
const ITEM_HANDLERS: { [T in SyncItemType]: SyncItemHandler<never> } = {
  visto: vistoItem as SyncItemHandler<never>,
  tentativa: tentativaItem as SyncItemHandler<never>,
  avaliacao: avaliacaoItem as SyncItemHandler<never>,
  resposta: respostaItem as SyncItemHandler<never>,
};

const handlerOf = (tipo: string): SyncItemHandler<unknown> | undefined =>
  Object.hasOwn(ITEM_HANDLERS, tipo)
    ? (ITEM_HANDLERS[tipo as SyncItemType] as SyncItemHandler<unknown>)
    : undefined;

/** POST /api/plataforma/sincronizar: a device's queue of learner writes, applied item by item. */
export class SyncDeviceCommand extends Command<WriteResult<SyncAnswer>> {
  constructor(
    readonly input: SyncQueueInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** What the queue stored, for DeviceSynced. */
interface Tally {
  items: number;
  lateItems: number;
  codBseTurma: number | null;
}

/**
 * Applies a device's queue in order (decision 0076): each item through its route's own command on
 * the bus, refused on its own (its status and message) without stopping the others; the item's id
 * is its idempotency key in `device_sync_items` (30 days: a device keeps items 7). The read models
 * are waited for once, after the last item and the DeviceSynced that counts them.
 */
@CommandHandler(SyncDeviceCommand)
export class SyncDeviceHandler implements ICommandHandler<SyncDeviceCommand, WriteResult<SyncAnswer>> {
  private readonly logger = new Logger('DeviceSync');
  private readonly items: DeviceItems;

  constructor(
    private readonly commands: CommandBus,
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) db: Db,
  ) {
    this.items = new DeviceItems(db);
  }

  async execute({ input, meta }: SyncDeviceCommand): Promise<WriteResult<SyncAnswer>> {
    if (input.itens.length > SYNC_MAX_ITEMS)
      throw new DomainError('sync.tooManyItems', { params: { max: SYNC_MAX_ITEMS } });
    const receivedAt = new Date();
    let last: string | null = null;
    const batched: RequestMeta = {
      ...meta,
      settleLater: (position) => {
        if (position !== null && (last === null || position > last)) last = position;
      },
    };
    const tally: Tally = { items: 0, lateItems: 0, codBseTurma: null };
    const itens: SyncItemOutcome[] = [];
    for (const raw of input.itens) itens.push(await this.item(raw, batched, receivedAt, tally));
    if (tally.items > 0)
      await this.commands.execute(
        new RecordDeviceSyncCommand({ codBseUsuario: callerOf(meta).userId, ...tally }, batched),
      );
    const settled = await this.pipeline.settle(last);
    return writeResult({ itens, sincronizadoEm: receivedAt.toISOString() }, settled);
  }

  private async item(
    raw: unknown,
    meta: RequestMeta,
    receivedAt: Date,
    tally: Tally,
  ): Promise<SyncItemOutcome> {
    const given = (raw as { id?: unknown } | null)?.id;
    const id = typeof given === 'string' ? given.slice(0, 64) : '';
    const userId = callerOf(meta).userId;
    let claimed = false;
    try {
      const envelope = syncItemSchema.parse(raw);
      const handler = handlerOf(envelope.tipo);
      if (!handler) throw new DomainError('sync.unknownType');
      if (envelope.codBseUsuario !== userId) throw new DomainError('sync.otherUser');
      const dados = handler.schema.parse(envelope.dados);
      const { tipo, codBseUsuario, feitoEm } = envelope;
      const claim = await this.items.claim(
        userId,
        id,
        itemHash({ tipo, codBseUsuario, feitoEm, dados: envelope.dados }),
      );
      if (claim.kind === 'reused') throw new DomainError('sync.idReused');
      if (claim.kind === 'inFlight') throw new DomainError('sync.inFlight');
      if (claim.kind === 'done') return this.outcome(id, claim.outcome, meta);
      claimed = true;
      const applied = await handler.apply(
        dados,
        { ...meta, idempotencyKey: `device-item:${id}` },
        this.commands,
        { feitoEm },
      );
      const stored = storedOf(applied);
      await this.items.done(userId, id, stored);
      claimed = false;
      tally.items++;
      if (Date.parse(feitoEm) < receivedAt.getTime() - SYNC_LATE_AFTER_MS) tally.lateItems++;
      tally.codBseTurma ??= applied.codBseTurma;
      return this.outcome(id, stored, meta);
    } catch (error) {
      // Nothing was stored for a refused item: it is forgotten, and may be sent again.
      if (claimed) await this.items.forget(userId, id);
      const body = errorBody(error, meta.language);
      if (body.status >= 500)
        this.logger.error(`sync item failed: ${(error as Error)?.stack ?? String(error)}`);
      const { code, message, errors } = body;
      return { id, status: body.status, erro: { code, message, ...(errors ? { errors } : {}) } };
    }
  }

  private outcome(id: string, stored: StoredOutcome, meta: RequestMeta): SyncItemOutcome {
    if (!stored.code)
      return { id, status: stored.status, resultado: stored.resultado as SyncItemOutcome['resultado'] };
    const code = stored.code;
    return { id, status: stored.status, erro: { code, message: translate(code as never, meta.language) } };
  }
}

function storedOf(applied: ItemApplied): StoredOutcome {
  return applied.code
    ? { status: applied.status, code: applied.code }
    : { status: applied.status, resultado: applied.resultado };
}
