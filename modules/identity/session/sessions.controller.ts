import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { logoutSchema, type LogoutAnswer } from '@school/modules/identity';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { TokenClaims } from '@school/backend/auth/token.service';
import type { WriteResult } from '@school/backend/commands/write-result';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { SignOutCommand } from './sign-out.handler.js';

@ApiTags('Acesso')
@Controller('auth')
export class SessionsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermission('session.self')
  @ApiOperation({
    summary:
      "Signs out on the server: ends the caller's token at once on every instance (its sockets are closed); " +
      'with `{"everywhere": true}` ends every token of the caller',
  })
  @ApiResponse({ status: 200, description: '`{ok: true, everywhere}`' })
  @ApiResponse({ status: 401, description: 'generic.unauthenticated: no valid token (already signed out)' })
  logout(
    @ValidBody(logoutSchema) body: z.infer<typeof logoutSchema>,
    @CurrentUser() caller: TokenClaims,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<LogoutAnswer>> {
    const { everywhere } = body;
    return this.commands.execute(new SignOutCommand(caller, everywhere, meta));
  }
}
