import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@school/projections/kernel';

/**
 * How long an applied item of a device's queue is remembered: a device keeps its queue 7 days
 * (decision 0076), so its item ids stay idempotency keys well past that.
 */
export const DEVICE_ITEM_TTL_DAYS = 30;
/** A claim this old whose item never finished (its process died mid-item) is taken over. */
const STALE_CLAIM_MINUTES = 10;
/** How long a repeat waits for the same item being applied by another request. */
const IN_FLIGHT_WAIT_MS = 10_000;
const SWEEP_BATCH = 1000;

/** What a stored item answered: its status, the route's answer, or the code of why it was kept aside. */
export interface StoredOutcome {
  status: number;
  resultado?: unknown;
  code?: string;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'done'; outcome: StoredOutcome } | { kind: 'reused' } | { kind: 'inFlight' };

/** JSON with its object keys sorted: the same item however the device's serialiser ordered it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The fingerprint of an item's body (everything but its id). */
export const itemHash = (body: unknown): string =>
  createHash('sha256').update(canonical(body)).digest('base64url');

const expiredBefore = () => sql<Date>`now() - make_interval(days => ${DEVICE_ITEM_TTL_DAYS})`;
const staleBefore = () => sql<Date>`now() - make_interval(mins => ${STALE_CLAIM_MINUTES})`;

/**
 * The device items already applied, by user and item id (decision 0076): the first request to
 * claim an id applies it; a repeat with the same body gets its stored outcome, one with another
 * body is told so. An item refused without storing anything is forgotten, so it may be sent again.
 */
export class DeviceItems {
  constructor(private readonly db: Db) {}

  /**
   * Claims a queue's items in one statement (ids distinct): those claimed run; the others are
   * answered by `claim` one by one, as each comes (most often already done: a queue sent again).
   */
  async claimMany(userId: number, items: readonly { id: string; hash: string }[]): Promise<Set<string>> {
    if (items.length === 0) return new Set();
    const rows = await this.db
      .insertInto('device_sync_items')
      .columns(['cod_bse_usuario', 'item_id', 'request_hash'])
      .expression(
        sql`select ${userId}::int, item_id, request_hash
              from unnest(${items.map((i) => i.id)}::text[], ${items.map((i) => i.hash)}::text[])
                as x(item_id, request_hash)`,
      )
      .onConflict((oc) => oc.columns(['cod_bse_usuario', 'item_id']).doNothing())
      .returning('item_id')
      .execute();
    return new Set(rows.map((r) => r.item_id as string));
  }

  async claim(userId: number, itemId: string, hash: string): Promise<Claim> {
    const claimed = await this.db
      .insertInto('device_sync_items')
      .values({ cod_bse_usuario: userId, item_id: itemId, request_hash: hash })
      .onConflict((oc) =>
        oc
          .columns(['cod_bse_usuario', 'item_id'])
          .doUpdateSet({
            request_hash: hash,
            state: 'pending',
            status: null,
            answer: null,
            created_at: sql`now()`,
          })
          .where((eb) =>
            eb.or([
              eb('device_sync_items.created_at', '<', expiredBefore()),
              eb.and([
                eb('device_sync_items.state', '=', 'pending'),
                eb('device_sync_items.created_at', '<', staleBefore()),
              ]),
            ]),
          ),
      )
      .returning('item_id')
      .executeTakeFirst();
    if (claimed) return { kind: 'claimed' };
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const row = await this.db
        .selectFrom('device_sync_items')
        .select(['request_hash', 'state', 'answer'])
        .where('cod_bse_usuario', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      // Forgotten meanwhile (the first try was refused): this one may run.
      if (!row) return this.claim(userId, itemId, hash);
      if (row.request_hash !== hash) return { kind: 'reused' };
      if (row.state === 'done') return { kind: 'done', outcome: row.answer as StoredOutcome };
      if (Date.now() >= deadline) return { kind: 'inFlight' };
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Several items' outcomes in one statement (a queue records them a batch at a time). */
  async doneMany(userId: number, done: readonly { id: string; outcome: StoredOutcome }[]): Promise<void> {
    if (done.length === 0) return;
    await sql`update device_sync_items as d
         set state = 'done', status = x.status, answer = x.answer
        from unnest(${done.map((d) => d.id)}::text[], ${done.map((d) => d.outcome.status)}::int[],
                    ${done.map((d) => JSON.stringify(d.outcome))}::jsonb[]) as x(item_id, status, answer)
       where d.cod_bse_usuario = ${userId} and d.item_id = x.item_id`.execute(this.db);
  }

  async done(userId: number, itemId: string, outcome: StoredOutcome): Promise<void> {
    await this.db
      .updateTable('device_sync_items')
      .set({ state: 'done', status: outcome.status, answer: JSON.stringify(outcome) })
      .where('cod_bse_usuario', '=', userId)
      .where('item_id', '=', itemId)
      .execute();
  }

  async forget(userId: number, itemId: string): Promise<void> {
    await this.db
      .deleteFrom('device_sync_items')
      .where('cod_bse_usuario', '=', userId)
      .where('item_id', '=', itemId)
      .where('state', '=', 'pending')
      .execute();
  }
}

/** Deletes the items older than DEVICE_ITEM_TTL_DAYS, a batch at a time; answers how many went. */
export async function deleteExpiredDeviceItems(db: Db): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`delete from device_sync_items where ctid in (
      select ctid from device_sync_items where created_at < ${expiredBefore()} limit ${SWEEP_BATCH})`.execute(
      db,
    );
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < SWEEP_BATCH) return deleted;
  }
}
