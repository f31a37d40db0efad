import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import {
  sessionEffect,
  type SessionEvent,
  type SessionStatus,
  type UserEvent,
} from '@school/modules/identity';
import type { ClassEvent } from '@school/modules/organization';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { userSessionsSchema, type EndedTokenRow, type SessionRow } from './user-sessions.tables.js';

type Table = 'user_sessions' | 'ended_tokens';

/** A user's change in one batch: how many times its sessions were revoked, and its last status. */
interface Change {
  created: boolean;
  revocations: number;
  status: SessionStatus | null;
}

type EndedToken = EndedTokenRow & { expires_at: string };

const HANDLES = [
  'UserCreated',
  'UserUpdated',
  'UserPasswordChanged',
  'UserDeactivated',
  'UserReactivated',
  'UserDeleted',
  'SignedOut',
  'SignedOutEverywhere',
  'ClassMemberRemoved',
] as const satisfies readonly (UserEvent | SessionEvent | ClassEvent)['type'][];
/** What `fold` reads: the engine, and `sessionChanges`, hand over only the event types of `HANDLES`. */
type Handled = Extract<UserEvent | SessionEvent | ClassEvent, { type: (typeof HANDLES)[number] }>;

function fold(events: readonly RecordedEvent[]): { users: Map<number, Change>; ended: EndedToken[] } {
  const users = new Map<number, Change>();
  const ended: EndedToken[] = [];
  const change = (id: number): Change => {
    let c = users.get(id);
    if (!c) users.set(id, (c = { created: false, revocations: 0, status: null }));
    return c;
  };
  for (const event of events) {
    const e = { type: event.type, data: event.data } as Handled;
    // A student taken out of a class by the class's stream: a placement change, like an edit.
    if (e.type === 'ClassMemberRemoved') {
      change(e.data.codBseUsuario).revocations++;
      continue;
    }
    const effect = sessionEffect(e);
    if (!effect) continue;
    switch (effect.kind) {
      case 'opened':
        Object.assign(change(effect.userId), { created: true, status: 'active' });
        break;
      case 'revoked': {
        const c = change(effect.userId);
        c.revocations++;
        if (effect.status) c.status = effect.status;
        break;
      }
      case 'reactivated':
        change(effect.userId).status = 'active';
        break;
      case 'tokenEnded':
        ended.push({ jti: effect.jti, user_id: effect.userId, expires_at: effect.expiresAt });
        break;
      default:
        return assertNever(effect);
    }
  }
  return { users, ended };
}

const HANDLED = new Set<string>(HANDLES);

/** What a batch did to sessions: whose entries changed, whose every token ended, which single tokens ended. */
export interface SessionChanges {
  users: number[];
  everyToken: number[];
  tokens: string[];
}

export function sessionChanges(events: readonly RecordedEvent[]): SessionChanges {
  const { users, ended } = fold(events.filter((e) => HANDLED.has(e.type)));
  return {
    users: [...new Set([...users.keys(), ...ended.map((t) => t.user_id)])],
    everyToken: [...users].filter(([, c]) => c.revocations > 0).map(([id]) => id),
    tokens: ended.map((t) => t.jti),
  };
}

/**
 * Each user's session version (how many times its tokens were all ended) and status, and the
 * single tokens ended by a sign-out: what every authenticated request is checked against
 * (through the session registry's cache, decision 0014).
 */
export const userSessionsProjection: Projection<Table> = {
  name: 'user-sessions',
  tables: ['user_sessions', 'ended_tokens'],
  schema: userSessionsSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.user_sessions)} (
      user_id int primary key,
      version int not null,
      status text not null
    )`.execute(db);
    await sql`create table ${sql.table(names.ended_tokens)} (
      jti text primary key,
      user_id int not null,
      expires_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.ended_tokens)} (user_id, expires_at)`.execute(db);
  },

  async project(events, trx, names) {
    const relevant = events.filter((e) => HANDLED.has(e.type));
    if (relevant.length === 0) return;
    const { users, ended } = fold(relevant);
    // Versions add up across batches; a batch that set no status keeps the stored one. A user
    // never seen (an event before its creation cannot happen; a rebuild replays in order)
    // starts at 0 and 'active' unless the batch says otherwise.
    const spec = userSessionsSchema.user_sessions;
    const withStatus = new RowChanges<SessionRow>(spec, 'user_id', { add: ['version'] });
    const keepStatus = new RowChanges<SessionRow>(spec, 'user_id', { add: ['version'], keep: ['status'] });
    for (const [userId, c] of users)
      (c.status === null ? keepStatus : withStatus).insert({
        user_id: userId,
        version: c.revocations,
        status: c.status ?? 'active',
      });
    const tokens = new RowChanges<EndedTokenRow>(userSessionsSchema.ended_tokens, 'jti', {
      onConflict: 'nothing',
    });
    for (const token of ended) tokens.insert(token);
    await withStatus.apply(trx, names.user_sessions);
    await keepStatus.apply(trx, names.user_sessions);
    await tokens.apply(trx, names.ended_tokens);
  },
};
