import { Command } from '@nestjs/cqrs';
import type { ChangeAvatarAnswer, ChangePasswordAnswer, ChangePasswordInput } from '@school/modules/identity';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
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
