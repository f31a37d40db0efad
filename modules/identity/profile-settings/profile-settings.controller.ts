import { Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, isRefusalCode, type FieldError, type RefusalCode } from '@school/modules/kernel';
import {
  changePasswordSchema,
  type ChangeAvatarAnswer,
  type ChangePasswordAnswer,
  type ChangePasswordInput,
} from '@school/modules/identity';
import { CurrentUser, NoStoredAnswer, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import type { WriteResult } from '@school/backend/commands/write-result';
import { singleFileUpload, type UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ChangeOwnAvatarCommand } from './change-avatar.handler.js';
import { ChangeOwnPasswordCommand } from './change-password.handler.js';

/**
 * The settings page shows "the translated server message" of a 400, so the first broken rule
 * is the answer's own code and message ("A nova senha deve ser diferente da senha atual."),
 * not the generic "Informações inválidas."; `errors` still lists every field.
 */
function firstRefusal(errors: FieldError[]): RefusalCode {
  const lead = errors[0]?.code;
  return lead && isRefusalCode(lead) ? lead : 'generic.invalid';
}

/** Profile settings (/configuracao): every profile but Assistente, for the caller's own user only. */
@ApiTags('Usuários')
@ApiBearerAuth()
@Controller('bse_usuario')
export class ProfileSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('changePassword')
  @HttpCode(200)
  @RequirePermission('settings.self')
  // The answer carries a fresh token: never stored for replay (a retry changes the password again).
  @NoStoredAnswer()
  @ApiOperation({
    summary:
      "Changes the caller's own password: the current one must match, the new one has at least 5 characters, " +
      'differs from the current one and equals `confirmation` when sent. Answers `{ok: true, access_token}`: ' +
      'every other token of the user ends, the fresh one keeps this device signed in. After ' +
      'PASSWORD_CHANGE_MAX_FAILURES wrong current passwords even the right one gets 429 password.tooManyAttempts',
  })
  @ApiResponse({
    status: 200,
    description: '`{ok: true, access_token}`: the next sign-in takes the new password',
  })
  @ApiResponse({ status: 429, description: 'password.tooManyAttempts, with `Retry-After` (seconds)' })
  @ApiResponse({
    status: 400,
    description:
      'password.currentWrong, password.currentRequired, password.newRequired, login.passwordMin, ' +
      'password.sameAsCurrent, password.confirmationMismatch (the first broken rule is the answer code)',
  })
  changePassword(
    @ValidBody(changePasswordSchema, { emptyAsObject: true, refusal: firstRefusal })
    input: ChangePasswordInput,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<ChangePasswordAnswer>> {
    return this.commands.execute(new ChangeOwnPasswordCommand(caller.userId, input, meta));
  }

  @Post('changeData')
  @HttpCode(202)
  @RequirePermission('settings.self')
  @UseInterceptors(singleFileUpload('imgAvatar'))
  @ApiOperation({
    summary:
      "Sets the caller's own avatar: multipart, exactly one jpeg or png (checked by content) in `imgAvatar`. " +
      'Answers 202 at once; the scaled copy (at most 480 x 640 JPEG) follows over socket.io ' +
      '(`image:progress`, `image:done`, `image:failed` with `id` = `imgAvatar`)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { imgAvatar: { type: 'string', format: 'binary' } },
      required: ['imgAvatar'],
    },
  })
  @ApiResponse({
    status: 202,
    description: '`{imgAvatar: <file id>, url: "/api/files/<id>", status: "processing"}`',
  })
  @ApiResponse({
    status: 400,
    description: 'avatar.format, file.onlyOne ("Permitido somente 1 imagem."), file.missing, file.corrupt',
  })
  changeData(
    @Req() request: { file?: UploadedFile },
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<ChangeAvatarAnswer>> {
    if (!request.file) throw new DomainError('file.missing');
    return this.commands.execute(new ChangeOwnAvatarCommand(caller.userId, request.file, meta));
  }
}
