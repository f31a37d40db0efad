import { Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  PROTECTED_SUPPORT_ROW_ID,
  SUPPORT_FORM_NOTICE,
  supportDeskQuerySchema,
  type SupportDeskQuery,
  supportRequestSchema,
  type SupportRequest,
  type SupportRequestInput,
} from '@school/modules/support';
import type { Db } from '@school/projections/kernel';
import { listSupportDesk } from '@school/projections/support-desk';
import { RequirePermission } from '@school/backend/auth/permission.decorators';
import { DATABASE } from '@school/backend/core/tokens';
import { parseId } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { DeleteSupportRequestCommand } from './delete-support-request.handler.js';
import { RequestSupportCommand } from './request-support.handler.js';
import type { WriteResult } from '@school/backend/commands/write-result';

/** Row 0 is a request the desk can show but never delete: it reaches the decider, which refuses it. */
function parseSupportId(value: string): number {
  return value === String(PROTECTED_SUPPORT_ROW_ID) ? PROTECTED_SUPPORT_ROW_ID : parseId(value);
}

/** "Fale conosco" (every profile but Assistente) and the support desk (Assistente only). */
@ApiTags('Suporte')
@ApiBearerAuth()
@Controller('bse_suporte')
export class SupportController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Get()
  @RequirePermission('support.desk')
  @ApiOperation({
    summary:
      'The support desk: every request not deleted, newest first; with `codBseEscola`, that school’s only ' +
      '(each request is for its sender’s school, a password help request for its login’s)',
  })
  @ApiResponse({ status: 200, description: 'SupportRequest[]' })
  list(@ValidQuery(supportDeskQuerySchema) query: SupportDeskQuery): Promise<SupportRequest[]> {
    return listSupportDesk(this.db, query.codBseEscola ?? null);
  }

  @Post()
  @HttpCode(201)
  @RequirePermission('support.send')
  @ApiOperation({
    summary:
      'Sends a support request. The sender is the signed-in user (a `codBseUsuario` in the body is ignored). ' +
      'Answers the record; the client then shows `support.sent` ("Sua solicitação foi enviada"). ' +
      'Every Assistente socket receives `support:new` with the record',
  })
  @ApiResponse({ status: 201, description: 'The SupportRequest as recorded' })
  @ApiResponse({
    status: 429,
    description: 'support.tooMany, with `Retry-After`: more than SUPPORT_REQUESTS_PER_HOUR from this user',
  })
  @ApiResponse({
    status: 400,
    description:
      'message `support.fillErrors` ("Existem erros de preenchimento."), `errors` per field: ' +
      'support.nameRequired, support.nameInvalid, support.nameDigits, support.emailRequired, ' +
      'support.emailInvalid, support.subjectRequired, support.descRequired, support.descMax',
  })
  create(
    // The form's notice "Existem erros de preenchimento." is the answer's message; `errors` lists every field.
    @ValidBody(supportRequestSchema, { emptyAsObject: true, refusal: () => SUPPORT_FORM_NOTICE })
    input: SupportRequestInput,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<SupportRequest>> {
    return this.commands.execute(new RequestSupportCommand(input, meta));
  }

  @Delete(':id')
  @RequirePermission('support.desk')
  @ApiOperation({
    summary:
      'Deletes a request: answers 1. Row 0 is never deleted (403 support.protectedRow); ' +
      'every Assistente socket receives `support:deleted` with `{codBseSuporte}`',
  })
  @ApiResponse({ status: 200, description: '1' })
  @ApiResponse({ status: 404, description: 'generic.notFound: no such request, or already deleted' })
  remove(@Param('id') id: string, @Meta() meta: RequestMeta): Promise<WriteResult<1>> {
    return this.commands.execute(new DeleteSupportRequestCommand(parseSupportId(id), meta));
  }
}
