import { Command } from '@nestjs/cqrs';
import type {
  CreateUserInput,
  UpdateUserInput,
  UserStatusAnswer,
  UserWriteAnswer,
} from '@school/modules/identity';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/bse_usuario: an administrator registers a user, with an optional avatar. */
export class RegisterUserCommand extends Command<WriteResult<UserWriteAnswer>> {
  constructor(
    readonly input: CreateUserInput,
    readonly avatar: UploadedFile | undefined,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /api/bse_usuario/{id}. */
export class UpdateUserCommand extends Command<WriteResult<UserWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly input: UpdateUserInput,
    readonly avatar: UploadedFile | undefined,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/bse_usuario/{id}. */
export class DeleteUserCommand extends Command<WriteResult<UserWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /api/bse_usuario/{id}/desativar and /reativar; `meta` null is the system (tests), with no scope. */
export class SetUserActiveCommand extends Command<WriteResult<UserStatusAnswer>> {
  constructor(
    readonly id: number,
    readonly active: boolean,
    readonly meta: RequestMeta | null,
  ) {
    super();
  }
}
