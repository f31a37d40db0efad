import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type LogoutAnswer,
  type SessionCommand,
  sessionDecider,
  sessionStream,
} from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { SessionRegistry } from '@school/backend/auth/session-registry';
import type { TokenClaims } from '@school/backend/auth/token.service';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/auth/logout: the caller's own token, or every token of the caller. */
export class SignOutCommand extends Command<WriteResult<LogoutAnswer>> {
  constructor(
    readonly caller: TokenClaims,
    readonly everywhere: boolean,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** Signing out on the server: the caller's own token, or every token of the caller. */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, WriteResult<LogoutAnswer>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionRegistry,
  ) {}

  /**
   * Records the sign-out, then announces it to the session registry of every instance before
   * answering, so the very next request with the ended token(s) is refused everywhere even when
   * the session read model has not applied it yet (its settle can time out under load).
   */
  async execute({ caller, everywhere, meta }: SignOutCommand): Promise<WriteResult<LogoutAnswer>> {
    const command: SessionCommand = everywhere
      ? { type: 'SignOutEverywhere', codBseUsuario: caller.userId }
      : {
          type: 'SignOut',
          codBseUsuario: caller.userId,
          jti: caller.jti,
          expiresAt: new Date(caller.expiresAt),
        };
    const result = await this.pipeline.handle(meta, {
      stream: sessionStream(caller.userId),
      decider: sessionDecider,
      command,
      noConflict: true,
      answer: { ok: true as const, everywhere },
    });
    await this.sessions.revoke(
      everywhere
        ? { userId: caller.userId, below: caller.sessionVersion + 1 }
        : { userId: caller.userId, token: caller.jti },
    );
    return result;
  }
}
