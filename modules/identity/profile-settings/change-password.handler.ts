import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertOwnActiveUser,
  type ChangePasswordAnswer,
  type ChangePasswordInput,
} from '@school/modules/identity';
import { SessionRegistry } from '@school/backend/auth/session-registry';
import { TokenService } from '@school/backend/auth/token.service';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import { CONFIG, type Config } from '@school/backend/config/config';
import { type Limiter, RateLimits } from '@school/backend/rate-limit/rate-limits';
import { IdentityService, wrongPasswordLimiter } from '../identity.service.js';
import { PasswordHasher } from '../password-hasher.service.js';
import { sessionSubject } from '../sign-in/logged-user.views.js';
import { ownContext, runOnOwnUser } from './own-user.policy.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/bse_usuario/changePassword: always the caller's own user (the token's), never an id from the request. */
export class ChangeOwnPasswordCommand extends Command<WriteResult<ChangePasswordAnswer>> {
  constructor(
    readonly userId: number,
    readonly input: ChangePasswordInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * The field rules (length, different, confirmation) are the schema's; here the current
 * password is verified against the hash the user's stream holds. The new password is hashed
 * whether the current one matched or not: every answer costs one verification and one hash,
 * so its timing says nothing the answer itself does not. Once too many wrong current passwords
 * came in, even the right one is refused (429) until the lock ends. The change ends every
 * session of the user (tokens carry the session version); the answer carries a fresh token.
 */
@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<
  ChangeOwnPasswordCommand,
  WriteResult<ChangePasswordAnswer>
> {
  /** Wrong current passwords count like failed sign-ins: a password change is no guessing oracle. */
  private readonly wrongPasswords: Limiter;

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
    rateLimits: RateLimits,
    @Inject(CONFIG) config: Config,
  ) {
    this.wrongPasswords = wrongPasswordLimiter(
      rateLimits,
      config,
      'password-change',
      config.PASSWORD_CHANGE_MAX_FAILURES,
    );
  }

  async execute({
    userId,
    input,
    meta,
  }: ChangeOwnPasswordCommand): Promise<WriteResult<ChangePasswordAnswer>> {
    const context = ownContext(meta);
    const limitKey = String(userId);
    await this.wrongPasswords.assertOpen(limitKey, 'password.tooManyAttempts');
    const state = await this.identity.userById(userId);
    assertOwnActiveUser(state, userId, context);
    const checkedHash = state.user.passwordHash;
    const [currentPasswordMatched, passwordHash] = await Promise.all([
      this.hasher.verify(checkedHash, input.actualPassword),
      this.hasher.hash(input.newPassword),
    ]);
    // The failure that reaches the limit is answered as a failure; the next try is refused above.
    if (!currentPasswordMatched) await this.wrongPasswords.hit(limitKey);
    const position = await runOnOwnUser(this.pipeline, userId, meta, {
      type: 'ChangeOwnPassword',
      codBseUsuario: userId,
      currentPasswordMatched,
      checkedHash,
      passwordHash,
    });
    const settled = await this.pipeline.settle(position);
    const { token } = this.tokens.sign(
      sessionSubject(state.user, await this.sessions.currentVersion(userId)),
    );
    return writeResult({ ok: true, access_token: token }, settled);
  }
}
