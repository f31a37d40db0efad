import { sql } from 'kysely';
import type { SessionStatus } from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';

export interface UserSession {
  version: number;
  status: SessionStatus;
  /** Ids of this user's tokens that were signed out and have not expired yet. */
  endedTokens: string[];
}

/** A user's sessions as the read model knows them; undefined for a user it has not seen. */
export async function findUserSession(db: Db, userId: number): Promise<UserSession | undefined> {
  const { rows } = await sql<UserSession>`
    select s.version, s.status,
      coalesce(array_agg(t.jti) filter (where t.jti is not null), '{}') as "endedTokens"
    from user_sessions s
    left join ended_tokens t on t.user_id = s.user_id and t.expires_at > now()
    where s.user_id = ${userId}
    group by s.version, s.status`.execute(db);
  return rows[0];
}
