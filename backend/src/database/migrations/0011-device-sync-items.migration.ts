import { sql, type Kysely } from 'kysely';

/**
 * The items of the devices' queues already applied (POST /api/plataforma/sincronizar, decision
 * 0076): the device's item id is the idempotency key of its write for as long as a device keeps
 * items and more (DEVICE_ITEM_TTL_DAYS), longer than idempotency_keys' 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists device_sync_items (
    cod_bse_usuario int not null,
    item_id text not null,
    request_hash text not null,
    state text not null default 'pending',
    status int,
    answer jsonb,
    created_at timestamptz not null default now(),
    primary key (cod_bse_usuario, item_id)
  )`.execute(db);
  await sql`create index if not exists device_sync_items_created_at on device_sync_items (created_at)`.execute(
    db,
  );
}
