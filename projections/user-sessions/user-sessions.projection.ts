import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import {
  sessionEffect,
  type SessionEvent,
  type SessionStatus,
  type UserEvent,
} from '@school/modules/identity';
import type { ClassEvent } from '@school/modules/organization';
import { defineProjection, eventsOf, RowChanges } from '@school/projections/kernel';
import { userSessionsSchema, type EndedTokenRow, type SessionRow } from './user-sessions.tables.js';

/** A user's change in one batch: how many times its sessions were revoked, and its last status. */
interface Change {
  created: boolean;
  revocations: number;
  status: SessionStatus | null;
}

type EndedToken = EndedTokenRow & { expires_at: string };

/** What a batch's sessions depend on: the engine hands the projection these, `sessionChanges` picks them. */
const sessionEvents = eventsOf<UserEvent | SessionEvent | ClassEvent>()([
  'UserCreated',
  'UserUpdated',
  'UserPasswordChanged',
  'UserDeactivated',
  'UserReactivated',
  'UserDeleted',
  'PersonalDataErased',
  'SignedOut',
  'SignedOutEverywhere',
  'ClassMemberRemoved',
]);

function fold(events: readonly RecordedEvent[]): { users: Map<number, Change>; ended: EndedToken[] } {
  const users = new Map<number, Change>();
  const ended: EndedToken[] = [];
  const change = (id: number): Change => {
    let c = users.get(id);
    if (!c) users.set(id, (c = { created: false, revocations: 0, status: null }));
    return c;
  };
  for (const e of sessionEvents.pick(events)) {
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

/** What a batch did to sessions: whose entries changed, whose every token ended, which single tokens ended. */
export interface SessionChanges {
  users: number[];
  everyToken: number[];
  tokens: string[];
}

export function sessionChanges(events: readonly RecordedEvent[]): SessionChanges {
  const { users, ended } = fold(events);
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
export const userSessionsProjection = defineProjection<UserEvent | SessionEvent | ClassEvent>()({
  name: 'user-sessions',
  schema: userSessionsSchema,
  handles: sessionEvents.handles,

  async project(events, trx, names) {
    if (events.length === 0) return;
    const { users, ended } = fold(events);
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
});
