import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type DecisionContext } from '@school/modules/kernel';
import {
  assertOwnActiveUser,
  userDecider,
  userStream,
  type ChangeAvatarAnswer,
  type ChangePasswordAnswer,
  type ChangePasswordInput,
  type UserCommand,
} from '@school/modules/identity';
import { SessionRegistry } from '../../auth/session-registry.js';
import { TokenService } from '../../auth/token.service.js';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { CONFIG, type Config } from '../../config/config.js';
import { limitExceeded, RateLimits, type Limiter } from '../../rate-limit/rate-limits.js';
import { FilesService } from '../../files/files.service.js';
import type { ImagePolicy } from '../../files/image-processing.js';
import type { UploadedFile } from '../../files/single-file-upload.interceptor.js';
import { actorOf, eventMetadata, type RequestMeta } from '../../http/request-meta.js';
import { IdentityService } from '../identity.service.js';
import { sessionSubject } from '../sign-in/logged-user.js';
import { PasswordHasher } from '../password-hasher.js';

/** The spec's avatar: jpeg or png, checked by content; anything else is "A imagem deve ser jpeg ou png.". */
export const AVATAR_IMAGES: ImagePolicy = {
  accept: ['image/jpeg', 'image/png'],
  unsupported: 'avatar.format',
};

/**
 * The profile settings (/configuracao) of the signed-in user: own password and own avatar.
 * The user is always the caller (the token), never an id from the request.
 */
@Injectable()
export class ProfileSettingsService {
  /** Wrong current passwords count like failed sign-ins: a password change is no guessing oracle. */
  private readonly wrongPasswords: Limiter;

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    private readonly hasher: PasswordHasher,
    private readonly files: FilesService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
    rateLimits: RateLimits,
    @Inject(CONFIG) config: Config,
  ) {
    this.wrongPasswords = rateLimits.limiter('password-change', {
      points: config.PASSWORD_CHANGE_MAX_FAILURES,
      durationSeconds: config.LOGIN_LOCK_WINDOW_MINUTES * 60,
      blockSeconds: config.LOGIN_LOCK_MINUTES * 60,
    });
  }

  /**
   * The field rules (length, different, confirmation) are the schema's; here the current
   * password is verified against the hash the user's stream holds. The new password is hashed
   * whether the current one matched or not: every answer costs one verification and one hash,
   * so its timing says nothing the answer itself does not. Once too many wrong current passwords
   * came in, even the right one is refused (429) until the lock ends. The change ends every
   * session of the user (tokens carry the session version); the answer carries a fresh token.
   */
  async changePassword(
    userId: number,
    input: ChangePasswordInput,
    meta: RequestMeta,
  ): Promise<WriteResult<ChangePasswordAnswer>> {
    const context = this.context(meta);
    const limitKey = String(userId);
    await this.wrongPasswords.assertOpen(limitKey, 'password.tooManyAttempts');
    const state = await this.identity.userById(userId);
    assertOwnActiveUser(state, userId, context);
    const checkedHash = state.user.passwordHash;
    const [currentPasswordMatched, passwordHash] = await Promise.all([
      this.hasher.verify(checkedHash, input.actualPassword),
      this.hasher.hash(input.newPassword),
    ]);
    if (!currentPasswordMatched) {
      const blocked = await this.wrongPasswords.hit(limitKey);
      if (blocked > 0) throw limitExceeded('password.tooManyAttempts', blocked);
    }
    const position = await this.run(userId, meta, context, {
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

  /**
   * Refuses a caller who may not change the avatar before the image is stored; then the image
   * goes through the files flow (content check, original kept, scaling job to at most
   * 480 x 640 JPEG) and the user's stream records its id.
   */
  async changeAvatar(
    userId: number,
    file: UploadedFile,
    meta: RequestMeta,
  ): Promise<WriteResult<ChangeAvatarAnswer>> {
    const context = this.context(meta);
    assertOwnActiveUser(await this.identity.userById(userId), userId, context);
    const upload = await this.files.uploadImage(file, meta, AVATAR_IMAGES);
    const position = await this.run(userId, meta, context, {
      type: 'ChangeOwnAvatar',
      codBseUsuario: userId,
      imgAvatar: upload.id,
    });
    const settled = await this.pipeline.settle(position);
    return writeResult({ imgAvatar: upload.id, url: upload.url, status: upload.status }, settled);
  }

  private context(meta: RequestMeta): DecisionContext {
    const actor = actorOf(meta);
    if (!actor) throw new DomainError('generic.unauthenticated');
    return { now: new Date(), actor };
  }

  private async run(
    userId: number,
    meta: RequestMeta,
    context: DecisionContext,
    command: UserCommand,
  ): Promise<string | null> {
    const result = await this.pipeline.run({
      stream: userStream(userId),
      decider: userDecider,
      command,
      context,
      metadata: eventMetadata(meta),
    });
    return result.position;
  }
}
