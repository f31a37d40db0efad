import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  sessionDecider,
  sessionStream,
  type LogoutAnswer,
  type SessionCommand,
} from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { SignOutCommand } from './sign-out.command.js';

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
