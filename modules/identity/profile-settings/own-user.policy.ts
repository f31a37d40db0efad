import { DomainError, type DecisionContext } from '@school/modules/kernel';
import { userDecider, userStream, type UserCommand } from '@school/modules/identity';
import type { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { actorOf, type RequestMeta } from '@school/backend/http/request-meta';

/** The settings act for the signed-in caller only: no token, no decision. */
export function ownContext(meta: RequestMeta): DecisionContext {
  const actor = actorOf(meta);
  if (!actor) throw new DomainError('generic.unauthenticated');
  return { now: new Date(), actor };
}

/** Runs a settings command on the caller's own user stream; answers the position appended. */
export async function runOnOwnUser(
  pipeline: CommandPipeline,
  userId: number,
  meta: RequestMeta,
  command: UserCommand,
): Promise<string | null> {
  const result = await pipeline.runAs(meta, { stream: userStream(userId), decider: userDecider, command });
  return result.position;
}
