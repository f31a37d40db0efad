import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type LogoutAnswer,
  type SessionCommand,
  sessionDecider,
  sessionStream,
} from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
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
  constructor(private readonly pipeline: CommandPipeline) {}

  /**
   * Records the sign-out and waits until the session read model has it, so the very next request
   * with the ended token(s) is refused on every instance (the registry drops its cached entry).
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
    return this.pipeline.handle(meta, {
      stream: sessionStream(caller.userId),
      decider: sessionDecider,
      command,
      noConflict: true,
      answer: { ok: true, everywhere },
    });
  }
}
