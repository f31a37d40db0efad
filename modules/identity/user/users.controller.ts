import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { DomainError } from '@school/modules/kernel';
import {
  createUserSchema,
  loginPrefixSchema,
  updateUserSchema,
  userSearchSchema,
  type LoginSequenceAnswer,
  type Page,
  type UserDetail,
  type UserListItem,
  type UserStatusAnswer,
  type UserWriteAnswer,
} from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidQuery } from '@school/backend/http/valid-input';
import { LoginSequences } from './login-sequences.service.js';
import { DeleteUserCommand } from './delete-user.handler.js';
import { RegisterUserCommand } from './register-user.handler.js';
import { SetUserActiveCommand } from './set-user-active.handler.js';
import { UpdateUserCommand } from './update-user.handler.js';
import { UserFormUpload } from './user-form-upload.interceptor.js';
import { assertUserInScope } from './user-scope.policy.js';
import { userDetail } from './user.views.js';
import { UsersReader } from './users.reader.js';
import type { WriteResult } from '@school/backend/commands/write-result';
import { Route } from '@school/backend/http/route';

const FORM_REFUSALS =
  '400 "Informações inválidas." with `errors` listing every field ({field, code, message}: ' +
  'user.loginRequired, user.loginMin, login.passwordRequired, login.passwordMin, user.profileRequired, ' +
  'user.gestorSchool, user.schoolRequired, user.unitRequired, user.teacherClasses, user.studentClass, ' +
  'user.studentOneClass, user.nameRequired, user.nameMax, user.profileNotAllowed, user.schoolNotFound, ' +
  'user.unitNotFound, user.unitOutsideSchool, user.classNotFound, user.classOutsideUnit); avatar.format, file.onlyOne';

const FORM_BODY = {
  schema: {
    type: 'object',
    properties: {
      cstLogin: { type: 'string', example: 'DMMT-0007' },
      txtSenha: { type: 'string' },
      imgAvatar: { type: 'string', format: 'binary', description: 'optional jpeg or png' },
      codBsePerfil: { type: 'integer', minimum: 1, maximum: 7 },
      codBseEscola: { type: 'integer' },
      codBseUnidade: { type: 'integer' },
      codBseTurma: { type: 'integer', description: "a student's class" },
      arrayCodBseTurmas: {
        type: 'array',
        items: { type: 'integer' },
        description: "a teacher's classes: repeated fields, or one field holding a JSON array",
      },
      nomUsuario: { type: 'string' },
    },
  },
} as const;

/**
 * The users administration (/usuario): Master, Gestor, Diretor and Coordenador, each within
 * its scope (a user outside it is answered like a missing one).
 */
@ApiTags('Usuários')
@ApiBearerAuth()
@Controller('bse_usuario')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sequences: LoginSequences,
    private readonly users: UsersReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    '',
    'users.read',
    'The users in the caller’s scope, by name, a page at a time (`{items, total, page, size}`); ' +
      '`search` matches a name (case and accents ignored) or the start of a login; `codBsePerfil`, ' +
      '`codBseUnidade`, `codBseTurma` (a student’s class or one of a teacher’s) and `status` (active|inactive) ' +
      'narrow the list within the scope, never beyond it',
  )
  async list(
    @ValidQuery(userSearchSchema) query: z.infer<typeof userSearchSchema>,
    @CurrentUser() caller: Caller,
  ): Promise<Page<UserListItem>> {
    return this.users.page(caller, query);
  }

  @Get('setSequencial/:prefix')
  @RequirePermission('users.write')
  @ApiOperation({
    summary:
      'Previews the next login of a prefix (school prefix + unit prefix, e.g. DMMT): `{proxSeq: "0007", ' +
      'cstLogin: "DMMT-0007"}`, the first number whose login is free. Nothing is taken: calls answer the ' +
      'same until a user is created with that login (POST /api/bse_usuario takes it; a login taken meanwhile ' +
      'is a 409 there, and the next preview moves on). 404 for a prefix outside the caller’s school or unit',
  })
  @ApiResponse({ status: 400, description: 'user.prefixFormat' })
  @ApiResponse({ status: 409, description: 'user.sequenceExhausted (after 9999)' })
  nextSequence(@Param('prefix') prefix: string, @CurrentUser() caller: Caller): Promise<LoginSequenceAnswer> {
    const parsed = loginPrefixSchema.safeParse(prefix);
    if (!parsed.success) throw new DomainError('user.prefixFormat');
    return this.sequences.previewFor(caller, parsed.data);
  }

  @Route.get(
    ':id',
    'users.read',
    'One user for the edit form (never a password); 404 outside the caller’s scope',
  )
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<UserDetail> {
    const user = await findUser(this.db, id);
    assertUserInScope(caller, user);
    return userDetail(this.db, user!);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('users.write')
  @UseInterceptors(UserFormUpload)
  @ApiOperation({
    summary:
      'Creates a user (multipart, or JSON without avatar). Answers 200 `{status: 200, codBseUsuario}` ' +
      '("Cadastro realizado!"); 409 "Login já cadastrado."; 400 "Informações inválidas." with every field error',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(FORM_BODY)
  @ApiResponse({ status: 200, description: '`{status: 200, codBseUsuario}`' })
  @ApiResponse({ status: 400, description: FORM_REFUSALS })
  @ApiResponse({ status: 409, description: 'user.loginTaken ("Login já cadastrado.")' })
  create(
    @Body() body: unknown,
    @Req() request: { file?: UploadedFile },
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<UserWriteAnswer>> {
    const input = createUserSchema.parse(body ?? {});
    return this.commands.execute(new RegisterUserCommand(input, request.file, meta));
  }

  @Put(':codBseUsuario')
  @RequirePermission('users.write')
  @UseInterceptors(UserFormUpload)
  @ApiOperation({
    summary:
      'Edits a user (multipart, or JSON): the same fields; `txtSenha` only to change the password, ' +
      '`imgAvatar` only to change the avatar; the login cannot change. Answers `{status: 200, codBseUsuario}`',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(FORM_BODY)
  @ApiResponse({ status: 400, description: `${FORM_REFUSALS}; user.loginLocked` })
  @ApiResponse({
    status: 403,
    description: 'user.protectedEdit (user 1), generic.forbidden (a profile the caller may not give)',
  })
  @ApiResponse({ status: 404, description: 'missing, deleted or outside the caller’s scope' })
  update(
    @IdParam('codBseUsuario') userId: number,
    @Body() body: unknown,
    @Req() request: { file?: UploadedFile },
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<UserWriteAnswer>> {
    const input = updateUserSchema.parse(body ?? {});
    return this.commands.execute(new UpdateUserCommand(userId, input, request.file, meta));
  }

  @Delete(':id')
  @RequirePermission('users.write')
  @ApiOperation({
    summary:
      'Deletes a user (`UserDeleted`: gone from every list, its login free again). Answers `{status: 200, codBseUsuario}`',
  })
  @ApiResponse({ status: 403, description: 'user.protected (user 1), user.self, generic.forbidden' })
  @ApiResponse({
    status: 409,
    description:
      'user.hasDependants ("Existem usuários cadastrados com o usuário"): it created users that still exist',
  })
  remove(@IdParam() id: number, @Meta() meta: RequestMeta): Promise<WriteResult<UserWriteAnswer>> {
    return this.commands.execute(new DeleteUserCommand(id, meta));
  }

  @Post(':id/desativar')
  @HttpCode(200)
  @RequirePermission('users.write')
  @ApiOperation({
    summary:
      'Deactivates a user: its next sign-in answers 410 "Usuário desativado.". `{status: 200, codBseUsuario, active: false}`',
  })
  @ApiResponse({ status: 403, description: 'user.protected (user 1), user.self, generic.forbidden' })
  deactivate(@IdParam() id: number, @Meta() meta: RequestMeta): Promise<WriteResult<UserStatusAnswer>> {
    return this.commands.execute(new SetUserActiveCommand(id, false, meta));
  }

  @Route.post(
    ':id/reativar',
    'users.write',
    'Reactivates a user: it may sign in again. `{status: 200, codBseUsuario, active: true}`',
  )
  reactivate(@IdParam() id: number, @Meta() meta: RequestMeta): Promise<WriteResult<UserStatusAnswer>> {
    return this.commands.execute(new SetUserActiveCommand(id, true, meta));
  }
}
