import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import {
  accessDecider,
  accessStream,
  lockedUntil,
  type LockLimits,
  type LoginAnswer,
  type LoginAttempted,
  type LoginInput,
  loginOutcome,
  type LoginUser,
} from '@school/modules/identity';
import { currentClassOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { SessionRegistry } from '@school/backend/auth/session-registry';
import { TokenService } from '@school/backend/auth/token.service';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { CONFIG, type Config } from '@school/backend/config/config';
import { DATABASE, PERSONAL_DATA_KEYS } from '@school/backend/core/tokens';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';
import { eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { signInOutcome } from '@school/backend/metrics/metric-labels';
import { Metrics } from '@school/backend/metrics/metrics.service';
import { type Limiter, RateLimits } from '@school/backend/rate-limit/rate-limits';
import { IdentityService, wrongPasswordLimiter } from '../identity.service.js';
import { loggedUser, sessionSubject } from './logged-user.views.js';
import { PasswordHasher } from '../password-hasher.service.js';
import { clientFromUserAgent, plainIp } from './user-agent.input.js';

/** POST /api/auth/login: an attempt, recorded whatever its outcome. */
export class SignInCommand extends Command<LoginAnswer> {
  constructor(
    readonly input: LoginInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Sign-in: every attempt is recorded on the login's access stream, whatever its outcome, and
 * the access decider says what it was. Wrong passwords lock the pair of login and client
 * address (never the owner elsewhere); an address that fails on many logins is throttled
 * (password spraying, counted in Redis across instances). Attempts are facts appended without
 * an expected revision, so thirty computers signing in with one lab login never conflict.
 * Refusals are thrown after recording.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, LoginAnswer> {
  private readonly limits: LockLimits;
  private readonly addresses: Limiter;

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
    private readonly metrics: Metrics,
    rateLimits: RateLimits,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeys,
    @Inject(CONFIG) config: Config,
  ) {
    this.limits = {
      threshold: config.LOGIN_LOCK_THRESHOLD,
      windowMs: config.LOGIN_LOCK_WINDOW_MINUTES * 60_000,
      durationMs: config.LOGIN_LOCK_MINUTES * 60_000,
    };
    this.addresses = wrongPasswordLimiter(
      rateLimits,
      config,
      'login-address',
      config.LOGIN_ADDRESS_MAX_FAILURES,
    );
  }

  async execute({ input, meta }: SignInCommand): Promise<LoginAnswer> {
    const now = new Date();
    const ip = plainIp(meta.ip);
    const stream = accessStream(this.keys.loginPseudonym(input.username));
    const [found, access, throttledFor] = await Promise.all([
      this.identity.signInUserByLogin(input.username),
      this.pipeline.read(stream, accessDecider),
      this.addresses.blockedFor(ip),
    ]);
    const { state } = access;
    const throttledUntil = throttledFor > 0 ? now.getTime() + throttledFor : null;
    // Not checked at all while locked or throttled; an unknown login costs as much as a known one.
    // An erased user's password is gone with its data: no password matches it.
    const hash = found?.status === 'erased' ? null : (found?.user.passwordHash ?? null);
    const passwordMatched =
      lockedUntil(state, ip, now) !== null || throttledUntil !== null
        ? false
        : hash
          ? await this.hasher.verify(hash, input.password)
          : await this.hasher.verifyDummy(input.password);
    const user: LoginUser | null = found
      ? {
          codBseUsuario: found.user.codBseUsuario,
          codBsePerfil: found.user.codBsePerfil,
          active: found.status === 'active',
        }
      : null;
    const result = await this.pipeline.run({
      stream,
      decider: accessDecider,
      command: {
        type: 'RecordLoginAttempt',
        attemptId: randomUUID(),
        cstLogin: input.username,
        user,
        passwordMatched,
        client: { ...clientFromUserAgent(meta.userAgent), ip },
        limits: this.limits,
        addressThrottledUntil: throttledUntil,
      },
      context: { now, actor: null },
      metadata: eventMetadata(meta),
      noConflict: true,
      readState: access,
    });
    const attempt = result.events[0] as LoginAttempted;
    this.metrics.signIn(
      signInOutcome(attempt.data.outcome, {
        knownLogin: user !== null,
        pairLocked: lockedUntil(state, ip, now) !== null,
      }),
    );
    if (attempt.data.outcome === 'wrongPassword') await this.addresses.hit(ip);
    const outcome = loginOutcome(attempt.data, result.state, now, throttledUntil);
    // The attempt shows in the access log before the answer (read-your-writes), and so does
    // every revocation before it: the session version read below is the current one.
    await this.pipeline.settle(result.position);
    if (outcome.kind === 'refused') {
      const retryAfter = outcome.params ? outcome.params.minutes * 60 : undefined;
      throw new DomainError(outcome.code, { params: outcome.params, retryAfterSeconds: retryAfter });
    }
    const signedIn = found!.user;
    const [sessionVersion, currentClass] = await Promise.all([
      this.sessions.currentVersion(signedIn.codBseUsuario),
      currentClassOf(this.db, signedIn.codBseUsuario),
    ]);
    const { token: access_token } = this.tokens.sign(sessionSubject(signedIn, sessionVersion));
    return { access_token, httpStatus: 202, ...loggedUser(signedIn, currentClass) };
  }
}
