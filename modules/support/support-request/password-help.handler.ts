import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  PASSWORD_HELP_SENT,
  supportDecider,
  type PasswordHelpAnswer,
  type PasswordHelpInput,
  supportStream,
} from '@school/modules/support';
import type { Db } from '@school/projections/kernel';
import { findUserByLogin } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { CONFIG, type Config } from '@school/backend/config/config';
import { DATABASE } from '@school/backend/core/tokens';
import { type Limiter, RateLimits } from '@school/backend/rate-limit/rate-limits';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { recordedRequest } from './request-support.handler.js';
import { SupportDeskNotifier } from './support-desk.notifier.js';

export class RequestPasswordHelpCommand extends Command<PasswordHelpAnswer> {
  constructor(
    readonly input: PasswordHelpInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * "Esqueci minha senha" (decision 0069): nobody is signed in. An active user with this login gets
 * a support request on the desk, for its school, in the background; the answer is the same
 * whether the login exists or not, and comes before the request is written, so neither its words
 * nor its time tell. One client address asks at most PASSWORD_HELP_PER_HOUR times (429 beyond).
 * Nothing of the login goes into a log.
 */
@CommandHandler(RequestPasswordHelpCommand)
export class RequestPasswordHelpHandler implements ICommandHandler<
  RequestPasswordHelpCommand,
  PasswordHelpAnswer
> {
  private readonly logger = new Logger('PasswordHelp');
  private readonly perAddress: Limiter;

  constructor(
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(IdAllocator) private readonly ids: IdAllocator,
    @Inject(SupportDeskNotifier) private readonly notifier: SupportDeskNotifier,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(CONFIG) config: Config,
  ) {
    this.perAddress = rateLimits.limiter('password-help', {
      points: config.PASSWORD_HELP_PER_HOUR,
      durationSeconds: 60 * 60,
    });
  }

  async execute({ input, meta }: RequestPasswordHelpCommand): Promise<PasswordHelpAnswer> {
    await this.perAddress.take(meta.ip, 'support.passwordHelpTooMany');
    void this.record(input.login, meta).catch((error: unknown) =>
      // The error's kind only: its message could carry the login.
      this.logger.error(`password help not recorded: ${error instanceof Error ? error.name : 'unknown'}`),
    );
    return { message: PASSWORD_HELP_SENT };
  }

  private async record(login: string, meta: RequestMeta): Promise<void> {
    const user = await findUserByLogin(this.db, login);
    if (!user?.active || user.codBseEscola === null) return;
    const id = await this.ids.next('support');
    const written = await this.pipeline.handle(meta, {
      stream: supportStream(id),
      decider: supportDecider,
      command: {
        type: 'RequestPasswordHelp',
        codBseSuporte: id,
        codBseUsuario: user.codBseUsuario,
        codBseEscola: user.codBseEscola,
        name: user.nomUsuario,
        login: user.cstLogin,
      },
      answer: recordedRequest(id),
    });
    this.notifier.created(written.answer);
  }
}
