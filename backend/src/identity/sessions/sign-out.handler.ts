import { Injectable } from '@nestjs/common';
import {
  sessionDecider,
  sessionStream,
  type LogoutAnswer,
  type SessionCommand,
} from '@school/modules/identity';
import type { TokenClaims } from '../../auth/token.service.js';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata, type RequestMeta } from '../../http/request-meta.js';

/** Signing out on the server: the caller's own token, or every token of the caller. */
@Injectable()
export class SessionService {
  constructor(private readonly pipeline: CommandPipeline) {}

  /**
   * Records the sign-out and waits until the session read model has it, so the very next request
   * with the ended token(s) is refused on every instance (the registry drops its cached entry).
   */
  async signOut(
    caller: TokenClaims,
    everywhere: boolean,
    meta: RequestMeta,
  ): Promise<WriteResult<LogoutAnswer>> {
    const command: SessionCommand = everywhere
      ? { type: 'SignOutEverywhere', codBseUsuario: caller.userId }
      : {
          type: 'SignOut',
          codBseUsuario: caller.userId,
          jti: caller.jti,
          expiresAt: new Date(caller.expiresAt),
        };
    const result = await this.pipeline.run({
      stream: sessionStream(caller.userId),
      decider: sessionDecider,
      command,
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
      noConflict: true,
    });
    return writeResult({ ok: true, everywhere }, await this.pipeline.settle(result.position));
  }
}
