import { Body, Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginAnswer } from '@school/modules/identity';
import { Public } from '../auth/permission.decorators.js';
import { zodBody } from '../http/openapi.js';
import { Meta, type RequestMeta } from '../http/request-meta.js';
import { LoginAnswerFilter } from './login-answer.filter.js';
import { LoginService } from './login.service.js';

@ApiTags('Acesso')
@Controller('auth')
@UseFilters(LoginAnswerFilter)
export class AuthController {
  constructor(private readonly logins: LoginService) {}

  @Post('login')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Sign in with the access code (case-insensitive) and password; every attempt is recorded in the access log',
  })
  @zodBody(loginSchema)
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
    description: 'login.locked: 5 failures within 15 minutes lock the login for 15 minutes',
  })
  login(@Body() body: unknown, @Meta() meta: RequestMeta): Promise<LoginAnswer> {
    return this.logins.login(loginSchema.parse(body), meta);
  }
}
