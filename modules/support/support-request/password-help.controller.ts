import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { passwordHelpSchema, type PasswordHelpAnswer, type PasswordHelpInput } from '@school/modules/support';
import { Public } from '@school/backend/auth/permission.decorators';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { RequestPasswordHelpCommand } from './password-help.handler.js';

/** "Esqueci minha senha" on the sign-in page: the school resets passwords (decision 0069). */
@ApiTags('Acesso')
@Controller('auth')
export class PasswordHelpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('esqueci-senha')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Asks the school of an access code to reset its password: no account needed. When the login is an active ' +
      'user’s, a support request ("Login e acesso") goes on the desk for that user’s school, after the answer. ' +
      'The answer is the same whether the login exists or not',
  })
  @ApiResponse({ status: 202, description: '`{ message: "support.passwordHelpSent" }`, always' })
  @ApiResponse({ status: 400, description: 'login.required' })
  @ApiResponse({
    status: 429,
    description:
      'support.passwordHelpTooMany, with `Retry-After`: more than PASSWORD_HELP_PER_HOUR from this address',
  })
  request(
    @ValidBody(passwordHelpSchema) body: PasswordHelpInput,
    @Meta() meta: RequestMeta,
  ): Promise<PasswordHelpAnswer> {
    return this.commands.execute(new RequestPasswordHelpCommand(body, meta));
  }
}
