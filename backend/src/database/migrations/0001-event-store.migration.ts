import { sql, type Kysely } from 'kysely';

/**
 * The PostgreSQL event store's tables and functions (unused, and empty, when the store is
 * KurrentDB). Written `if not exists` / `or replace`: databases made before the migrations
 * existed already hold them.
 *
 * Positions are `lpad(tx_id, 20) || '-' || lpad(global_position, 20)`: the writing
 * transaction's id (xid8, at most 20 digits) then the identity value (bigint, at most 19
 * digits), both zero-padded to 20 digits, so text order equals `(tx_id, global_position)` order.
 */
const EVENT_STORE_SCHEMA = `
create table if not exists es_streams (
  stream_name text primary key,
  revision bigint not null
);

create table if not exists es_events (
  global_position bigint generated always as identity,
  tx_id xid8 not null default pg_current_xact_id(),
  stream_name text not null,
  revision bigint not null,
  event_id uuid not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (stream_name, revision)
);

create unique index if not exists es_events_event_id on es_events (event_id);
create index if not exists es_events_tx_position on es_events (tx_id, global_position);

create or replace function es_position(tx xid8, pos bigint) returns text
language sql immutable parallel safe
as $$ select lpad(tx::text, 20, '0') || '-' || lpad(pos::text, 20, '0') $$;

-- The original result when these exact events already stand in the stream, in order, where
-- the caller expected them (a retry of an append that succeeded); null otherwise.
create or replace function es_idempotent_result(stream text, expected text, events jsonb,
  out next_revision bigint, out last_tx_id xid8, out last_position bigint)
language plpgsql
as $$
declare
  n int := jsonb_array_length(events);
  first_revision bigint;
  matched int;
begin
  select e.revision into first_revision from es_events e
   where e.event_id = (events->0->>'id')::uuid and e.stream_name = stream;
  if first_revision is null
     or (expected = 'no_stream' and first_revision <> 0)
     or (expected ~ '^\\d+$' and first_revision <> expected::bigint + 1) then
    return;
  end if;
  select count(*) into matched
    from jsonb_array_elements(events) with ordinality as x(value, ord)
    join es_events e on e.stream_name = stream and e.revision = first_revision + x.ord - 1
   where e.event_id = (x.value->>'id')::uuid;
  if matched <> n then return; end if;
  select e.revision, e.tx_id, e.global_position into next_revision, last_tx_id, last_position
    from es_events e where e.stream_name = stream and e.revision = first_revision + n - 1;
end $$;

-- One call, one round trip: checks the expected revision, bumps the stream row (which also
-- serialises writers of one stream) and inserts the events.
create or replace function es_append(stream text, expected text, events jsonb,
  out next_revision bigint, out last_tx_id xid8, out last_position bigint)
language plpgsql
as $$
declare
  n int := jsonb_array_length(events);
  actual bigint;
begin
  if n = 0 then
    raise exception 'es_append needs at least one event';
  end if;

  -- A retry whose events already committed, where nothing else would notice it: a probe by the
  -- first event id. With 'no_stream' or a revision the retry conflicts, and the conflict
  -- branch below recognises it, so the usual append pays no probe.
  if expected in ('any', 'stream_exists') then
    if exists (select 1 from es_events where event_id = (events->0->>'id')::uuid) then
      select r.* into next_revision, last_tx_id, last_position
        from es_idempotent_result(stream, expected, events) r;
      if next_revision is not null then return; end if;
    end if;
  end if;

  if expected = 'any' then
    insert into es_streams as s values (stream, n - 1)
      on conflict (stream_name) do update set revision = s.revision + n
      returning s.revision into next_revision;
  elsif expected = 'no_stream' then
    insert into es_streams values (stream, n - 1)
      on conflict (stream_name) do nothing
      returning revision into next_revision;
  elsif expected = 'stream_exists' then
    update es_streams s set revision = s.revision + n where s.stream_name = stream
      returning s.revision into next_revision;
  elsif expected ~ '^\\d+$' then
    update es_streams s set revision = s.revision + n
      where s.stream_name = stream and s.revision = expected::bigint
      returning s.revision into next_revision;
  else
    raise exception 'es_append: invalid expected revision %', expected;
  end if;

  if next_revision is null then
    -- The conflict may be a concurrent retry of these same events that just committed.
    select r.* into next_revision, last_tx_id, last_position
      from es_idempotent_result(stream, expected, events) r;
    if next_revision is not null then return; end if;
    select s.revision into actual from es_streams s where s.stream_name = stream;
    raise exception using errcode = 'ES409', message = 'wrong expected revision',
      detail = coalesce(actual::text, 'no_stream');
  end if;

  -- Most appends carry one event: inserted directly, without unnesting the array.
  if n = 1 then
    insert into es_events (stream_name, revision, event_id, type, data, metadata)
    values (stream, next_revision, (events->0->>'id')::uuid, events->0->>'type', events->0->'data',
            coalesce(events->0->'metadata', '{}'))
    returning tx_id, global_position into last_tx_id, last_position;
    return;
  end if;

  with inserted as (
    insert into es_events (stream_name, revision, event_id, type, data, metadata)
    select stream, next_revision - n + x.ord, (x.value->>'id')::uuid, x.value->>'type',
           x.value->'data', coalesce(x.value->'metadata', '{}')
      from jsonb_array_elements(events) with ordinality as x(value, ord)
     order by x.ord
    returning global_position
  )
  select pg_current_xact_id(), max(global_position) into last_tx_id, last_position from inserted;
end $$;
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // No parameters: PostgreSQL runs the statements as one script.
  await sql.raw(EVENT_STORE_SCHEMA).execute(db);
}
