import type { CreateUserInput, UpdateUserInput } from '@school/modules/identity';
import type { UploadedFile } from '../../files/single-file-upload.interceptor.js';
import type { RequestMeta } from '../../http/request-meta.js';

/** POST /api/bse_usuario: an administrator registers a user, with an optional avatar. */
export class RegisterUserCommand {
  constructor(
    readonly input: CreateUserInput,
    readonly avatar: UploadedFile | undefined,
    readonly meta: RequestMeta,
  ) {}
}

/** PUT /api/bse_usuario/{id}. */
export class UpdateUserCommand {
  constructor(
    readonly id: number,
    readonly input: UpdateUserInput,
    readonly avatar: UploadedFile | undefined,
    readonly meta: RequestMeta,
  ) {}
}

/** DELETE /api/bse_usuario/{id}. */
export class DeleteUserCommand {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {}
}

/** POST /api/bse_usuario/{id}/desativar and /reativar. */
export class SetUserActiveCommand {
  constructor(
    readonly id: number,
    readonly active: boolean,
    readonly meta: RequestMeta,
  ) {}
}
