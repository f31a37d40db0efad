import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertOwnActiveUser, type ChangeAvatarAnswer } from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import { FilesService } from '@school/backend/files/files.service';
import { AVATAR_IMAGES } from '../avatar-images.service.js';
import { IdentityService } from '../identity.service.js';
import { ownContext, runOnOwnUser } from './own-user.policy.js';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/bse_usuario/changeData: the caller's own avatar. */
export class ChangeOwnAvatarCommand extends Command<WriteResult<ChangeAvatarAnswer>> {
  constructor(
    readonly userId: number,
    readonly file: UploadedFile,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Refuses a caller who may not change the avatar before the image is stored; then the image
 * goes through the files flow (content check, original kept, scaling job to at most
 * 480 x 640 JPEG) and the user's stream records its id.
 */
@CommandHandler(ChangeOwnAvatarCommand)
export class ChangeOwnAvatarHandler implements ICommandHandler<
  ChangeOwnAvatarCommand,
  WriteResult<ChangeAvatarAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    private readonly files: FilesService,
  ) {}

  async execute({ userId, file, meta }: ChangeOwnAvatarCommand): Promise<WriteResult<ChangeAvatarAnswer>> {
    const context = ownContext(meta);
    assertOwnActiveUser(await this.identity.userById(userId), userId, context);
    const upload = await this.files.uploadImage(file, meta, AVATAR_IMAGES);
    const position = await runOnOwnUser(this.pipeline, userId, meta, {
      type: 'ChangeOwnAvatar',
      codBseUsuario: userId,
      imgAvatar: upload.id,
    });
    const settled = await this.pipeline.settle(position);
    return writeResult({ imgAvatar: upload.id, url: upload.url, status: upload.status }, settled);
  }
}
