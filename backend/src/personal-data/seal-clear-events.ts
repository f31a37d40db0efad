import { Logger } from '@nestjs/common';
import type pg from 'pg';
import type { PersonalDataKeys } from './personal-data-keys.js';
import type { SealingEventStore } from './sealing-event-store.js';

const STEP = 'sealed-clear-events';

/** The streams named by a login before decision 0061, and the part of the name that is the login (URI-encoded). */
const LOGIN_STREAMS = /^(access|unique-login)-(.+)$/;
const PSEUDONYMOUS = /^p[0-9a-f]{32}$/;

/** A stream's name as today's code names it: a login's streams by the login's pseudonym, the others as they are. */
export function pseudonymousStreamName(stream: string, keys: PersonalDataKeys): string {
  const [, prefix, login] = LOGIN_STREAMS.exec(stream) ?? [];
  if (!prefix || !login || PSEUDONYMOUS.test(login)) return stream;
  return `${prefix}-${keys.loginPseudonym(decodeURIComponent(login))}`;
}

/**
 * Renames the streams that carry a login in their name (a sign-in's access log, a login's
 * reservation) to the login's pseudonym, as today's code names them; their events, revisions and
 * positions stay. Answers how many.
 */
async function renameLoginStreams(client: pg.PoolClient, keys: PersonalDataKeys): Promise<number> {
  const { rows } = await client.query<{ stream_name: string }>(
    `select distinct stream_name from es_events where stream_name like 'access-%' or stream_name like 'unique-login-%'`,
  );
  const from: string[] = [];
  const to: string[] = [];
  for (const { stream_name } of rows) {
    const renamed = pseudonymousStreamName(stream_name, keys);
    if (renamed === stream_name) continue;
    from.push(stream_name);
    to.push(renamed);
  }
  if (!from.length) return 0;
  for (const table of ['es_events', 'projection_parked'])
    await client.query(
      `update ${table} t set stream_name = r.to_name
         from unnest($1::text[], $2::text[]) as r(from_name, to_name) where t.stream_name = r.from_name`,
      [from, to],
    );
  return from.length;
}
const PAGE = 1000;

interface ClearRow {
  global_position: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

/**
 * The one-off rewrite of the PostgreSQL store's events written in clear before decision 0061
 * (and of the names of the streams a login named):
 * in one transaction (a crash leaves every event as it was, and the next start does it again),
 * each event's personal values are sealed as an append today would seal them, keys of the
 * access log by the month the event was written. Ids, positions and revisions stay, so no
 * read model or subscription notices. Done once per database (`privacy_state`), under an
 * advisory lock so that instances starting together do it once. Answers how many it sealed.
 */
export async function sealClearEvents(pool: pg.Pool, sealing: SealingEventStore): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('school:${STEP}'))`);
    const done = await client.query('select 1 from privacy_state where name = $1', [STEP]);
    if (done.rowCount) {
      await client.query('commit');
      return 0;
    }
    let after = '0';
    let sealed = 0;
    for (;;) {
      const { rows } = await client.query<ClearRow>(
        `select global_position, type, data, metadata, created_at from es_events
          where global_position > $1 and not (metadata ? 'pdKeys') order by global_position limit $2`,
        [after, PAGE],
      );
      if (!rows.length) break;
      after = rows[rows.length - 1]!.global_position;
      const changed: { global_position: string; data: unknown; metadata: unknown }[] = [];
      for (const row of rows) {
        const event = { type: row.type, data: row.data, metadata: row.metadata };
        const result = await sealing.seal(event, row.created_at);
        if (result !== event) changed.push({ global_position: row.global_position, ...result });
      }
      if (changed.length) {
        await client.query(
          `update es_events e set data = v.data, metadata = v.metadata
             from jsonb_to_recordset($1::jsonb) as v(global_position bigint, data jsonb, metadata jsonb)
            where e.global_position = v.global_position`,
          [JSON.stringify(changed)],
        );
        sealed += changed.length;
      }
    }
    const renamed = await renameLoginStreams(client, sealing.keys);
    await client.query('insert into privacy_state (name) values ($1)', [STEP]);
    await client.query('commit');
    if (sealed || renamed)
      new Logger('PersonalData').log(
        `Sealed the personal data of ${sealed} events written before decision 0061; renamed ${renamed} streams a login named`,
      );
    return sealed;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
