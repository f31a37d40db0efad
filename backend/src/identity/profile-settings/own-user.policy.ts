import { DomainError, type DecisionContext } from '@school/modules/kernel';
import { userDecider, userStream, type UserCommand } from '@school/modules/identity';
import type { CommandPipeline } from '../../commands/command-pipeline.js';
import { actorOf, eventMetadata, type RequestMeta } from '../../http/request-meta.js';

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
  context: DecisionContext,
  command: UserCommand,
): Promise<string | null> {
  const result = await pipeline.run({
    stream: userStream(userId),
    decider: userDecider,
    command,
    context,
    metadata: eventMetadata(meta),
  });
  return result.position;
}
