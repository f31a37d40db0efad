import { Inject, Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, translate } from '@school/modules/kernel';
import {
  SYNC_LATE_AFTER_MS,
  SYNC_MAX_ITEMS,
  type SyncAnswer,
  type SyncItemOutcome,
  type SyncItemType,
  type SyncItemEnvelope,
  syncItemSchema,
  type SyncQueueInput,
} from '@school/modules/teaching';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DeviceItems, itemHash, type StoredOutcome } from '@school/backend/commands/device-items';
import { withQueueMemo } from '@school/backend/commands/queue-memo';
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

/** How many applied items' outcomes are recorded in one statement. */
const DONE_BATCH = 25;

/** What the queue stored, for DeviceSynced. */
interface Tally {
  items: number;
  lateItems: number;
  codBseTurma: number | null;
}

/** One queue's run: its metadata, when it arrived, the ids it claimed up front, its pending records. */
interface Run {
  meta: RequestMeta;
  receivedAt: Date;
  claimed: Set<string>;
  /** Outcomes not yet recorded (DONE_BATCH at a time). */
  done: { id: string; outcome: StoredOutcome }[];
  writes: Promise<void>[];
  tally: Tally;
}

/** An item as checked before anything runs: its handler and parsed body, or why it is refused. */
interface CheckedItem {
  id: string;
  item?: { handler: SyncItemHandler<unknown>; dados: unknown; envelope: SyncItemEnvelope; hash: string };
  error?: unknown;
}

/** The envelope, the type, the user and the body by its route's schema: what needs no store. */
function checkItem(raw: unknown, userId: number): CheckedItem {
  const given = (raw as { id?: unknown } | null)?.id;
  const id = typeof given === 'string' ? given.slice(0, 64) : '';
  try {
    const envelope = syncItemSchema.parse(raw);
    const handler = handlerOf(envelope.tipo);
    if (!handler) throw new DomainError('sync.unknownType');
    if (envelope.codBseUsuario !== userId) throw new DomainError('sync.otherUser');
    const dados = handler.schema.parse(envelope.dados);
    const { tipo, codBseUsuario, feitoEm } = envelope;
    return {
      id,
      item: {
        handler,
        dados,
        envelope,
        hash: itemHash({ tipo, codBseUsuario, feitoEm, dados: envelope.dados }),
      },
    };
  } catch (error) {
    return { id, error };
  }
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
    const userId = callerOf(meta).userId;
    const checked = input.itens.map((raw) => checkItem(raw, userId));
    // Every item's claim at once (each id once); an id sent twice in the queue waits for its first.
    const firsts = new Map<string, string>();
    for (const c of checked) if (c.item && !firsts.has(c.id)) firsts.set(c.id, c.item.hash);
    const claimed = await this.items.claimMany(
      userId,
      [...firsts].map(([id, hash]) => ({ id, hash })),
    );
    const run: Run = {
      done: [],
      meta: batched,
      receivedAt,
      claimed,
      writes: [],
      tally: { items: 0, lateItems: 0, codBseTurma: null },
    };
    const itens = await withQueueMemo(async () => {
      const outcomes: SyncItemOutcome[] = [];
      for (const c of checked) outcomes.push(await this.item(c, run));
      return outcomes;
    });
    this.flush(run);
    await Promise.all(run.writes);
    if (run.tally.items > 0)
      await this.commands.execute(
        new RecordDeviceSyncCommand({ codBseUsuario: userId, ...run.tally }, batched),
      );
    const settled = await this.pipeline.settle(last);
    return writeResult({ itens, sincronizadoEm: receivedAt.toISOString() }, settled);
  }

  private async item({ id, item, error: refused }: CheckedItem, run: Run): Promise<SyncItemOutcome> {
    const { meta, tally } = run;
    const userId = callerOf(meta).userId;
    let claimed = false;
    try {
      if (!item) throw refused;
      if (!run.claimed.delete(id)) {
        // Sent before in this queue, perhaps: its outcome is recorded first, then read.
        this.flush(run);
        const claim = await this.items.claim(userId, id, item.hash);
        if (claim.kind === 'reused') throw new DomainError('sync.idReused');
        if (claim.kind === 'inFlight') throw new DomainError('sync.inFlight');
        if (claim.kind === 'done') return this.outcome(id, claim.outcome, meta);
      }
      claimed = true;
      const { feitoEm } = item.envelope;
      const applied = await item.handler.apply(
        item.dados,
        { ...meta, idempotencyKey: `device-item:${id}` },
        this.commands,
        { feitoEm },
      );
      const stored = storedOf(applied);
      claimed = false;
      // Recorded a batch at a time while the next items run; the queue answers once all are written.
      run.done.push({ id, outcome: stored });
      if (run.done.length >= DONE_BATCH) this.flush(run);
      tally.items++;
      if (Date.parse(feitoEm) < run.receivedAt.getTime() - SYNC_LATE_AFTER_MS) tally.lateItems++;
      tally.codBseTurma ??= applied.codBseTurma;
      return this.outcome(id, stored, meta);
    } catch (error) {
      // Nothing was stored for a refused item: it is forgotten, and may be sent again.
      if (claimed) run.writes.push(this.settleItem(this.items.forget(userId, id)));
      const body = errorBody(error, meta.language);
      if (body.status >= 500)
        this.logger.error(`sync item failed: ${(error as Error)?.stack ?? String(error)}`);
      const { code, message, errors } = body;
      return { id, status: body.status, erro: { code, message, ...(errors ? { errors } : {}) } };
    }
  }

  private flush(run: Run): void {
    const userId = callerOf(run.meta).userId;
    run.writes.push(this.settleItem(this.items.doneMany(userId, run.done.splice(0))));
  }

  /** An item's record that failed leaves its claim pending: taken over later (decision 0076), never a lost answer. */
  private settleItem(write: Promise<void>): Promise<void> {
    return write.catch((error: unknown) =>
      this.logger.error(`sync item record failed: ${(error as Error)?.message ?? String(error)}`),
    );
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
