import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, fold, type EventStore, type Profile } from '@school/modules/kernel';
import {
  accessDecider,
  accessStream,
  isLocked,
  loginOutcome,
  type AccessEvent,
  type LoginAnswer,
  type LoginAttempted,
  type LoginInput,
  type LoginUser,
} from '@school/modules/identity';
import { currentClassOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { TokenService } from '../auth/token.service.js';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { DATABASE, EVENT_STORE } from '../core/tokens.js';
import { eventMetadata, type RequestMeta } from '../http/request-meta.js';
import { IdentityService } from './identity.service.js';
import { loggedUser } from './logged-user.js';
import { PasswordHasher } from './password-hasher.js';
import { clientFromUserAgent, plainIp } from './user-agent.js';

/**
 * Sign-in: every attempt is recorded on the login's access stream, whatever its outcome, and
 * the access decider says what it was (lockout included). Refusals are thrown after recording.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async login(input: LoginInput, meta: RequestMeta): Promise<LoginAnswer> {
    const now = new Date();
    const stream = accessStream(input.username);
    const found = await this.identity.userByLogin(input.username);
    const passwordMatched = await this.checkPassword(
      stream,
      now,
      found?.user.passwordHash ?? null,
      input.password,
    );
    const user: LoginUser | null = found
      ? {
          codBseUsuario: found.user.codBseUsuario,
          codBsePerfil: found.user.codBsePerfil,
          active: found.status === 'active',
        }
      : null;
    // A concurrent attempt on the same login makes the pipeline decide again on the fresh stream.
    const result = await this.pipeline.run({
      stream,
      decider: accessDecider,
      command: {
        type: 'RecordLoginAttempt',
        attemptId: randomUUID(),
        cstLogin: input.username,
        user,
        passwordMatched,
        client: { ...clientFromUserAgent(meta.userAgent), ip: plainIp(meta.ip) },
      },
      context: { now, actor: null },
      metadata: eventMetadata(meta),
    });
    const attempt = result.events[0] as LoginAttempted;
    const outcome = loginOutcome(attempt.data, result.state, now);
    // The attempt shows in the access log before the answer (read-your-writes).
    await this.pipeline.settle(result.position);
    if (outcome.kind === 'refused')
      throw new DomainError(outcome.code, outcome.httpStatus, undefined, outcome.params);
    const signedIn = found!.user;
    const access_token = this.tokens.sign({
      userId: signedIn.codBseUsuario,
      // The decider refused every profile that is not a web profile.
      profile: signedIn.codBsePerfil as Profile,
      schoolId: signedIn.codBseEscola,
      unitId: signedIn.codBseUnidade,
      login: signedIn.cstLogin,
    });
    const currentClass = await currentClassOf(this.db, signedIn.codBseUsuario);
    return { access_token, httpStatus: 202, ...loggedUser(signedIn, currentClass) };
  }

  /** Not checked at all while the login is locked; an unknown login costs as much as a known one. */
  private async checkPassword(
    stream: string,
    now: Date,
    passwordHash: string | null,
    password: string,
  ): Promise<boolean> {
    const attempts = (await this.store.readStream(stream)) as unknown as AccessEvent[];
    if (isLocked(fold(accessDecider, attempts), now)) return false;
    return passwordHash ? this.hasher.verify(passwordHash, password) : this.hasher.verifyDummy(password);
  }
}
