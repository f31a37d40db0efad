import { Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginAnswer, type LoginInput } from '@school/modules/identity';
import { Public } from '@school/backend/auth/permission.decorators';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { LoginAnswerFilter } from './login-answer.filter.js';
import { SignInCommand } from './sign-in.handler.js';

@ApiTags('Acesso')
@Controller('auth')
export class SignInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @Public()
  @HttpCode(202)
  @UseFilters(LoginAnswerFilter)
  @ApiOperation({
    summary:
      'Sign in with the access code (case-insensitive) and password; every attempt is recorded in the access log. ' +
      'The token (HS256 JWT with iss, aud, jti and the session version) is refused as soon as the account is ' +
      'deleted, deactivated, moved, given a new password or signed out',
  })
  @ApiResponse({
    status: 202,
    description: 'Signed in: `access_token`, `httpStatus: 202` and the session fields',
  })
  @ApiResponse({ status: 400, description: 'login.noWebPermission (the body carries `httpStatus` too)' })
  @ApiResponse({
    status: 401,
    description: 'login.invalidCredentials: wrong or unknown access code or password',
  })
  @ApiResponse({ status: 410, description: 'login.deactivated' })
  @ApiResponse({
    status: 429,
    description:
      'login.locked, with `Retry-After` (seconds): LOGIN_LOCK_THRESHOLD wrong passwords for one login from one ' +
      'client address within LOGIN_LOCK_WINDOW_MINUTES lock that pair for LOGIN_LOCK_MINUTES; an address with ' +
      'LOGIN_ADDRESS_MAX_FAILURES failed sign-ins on any logins is throttled as long. Recorded as "Bloqueado"',
  })
  login(@ValidBody(loginSchema) body: LoginInput, @Meta() meta: RequestMeta): Promise<LoginAnswer> {
    return this.commands.execute(new SignInCommand(body, meta));
  }
}
