import { Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  accessDetailsSchema,
  accessLogQuerySchema,
  type AccessLogEntry,
  type Page,
  type AccessDetailsInput,
} from '@school/modules/identity';
import type { z } from 'zod';
import { listAccessLog } from '@school/projections/access-log';
import type { Db } from '@school/projections/kernel';
import { CurrentUser, RequirePermission } from '../../auth/permission.decorators.js';
import type { Caller } from '../../auth/token.service.js';
import { DATABASE } from '../../core/tokens.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody, ValidQuery } from '../../http/valid-input.js';
import { AddClientDetailsCommand, type ClientDetailsAnswer } from './add-client-details.command.js';
import { Route } from '../../http/route.js';

@ApiTags('Acesso')
@ApiBearerAuth()
@Controller('bse_acesso')
export class AccessLogController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    '',
    'access.read',
    'The access log, newest first; `login` filters by the beginning of the access code',
  )
  list(
    @ValidQuery(accessLogQuerySchema) query: z.infer<typeof accessLogQuerySchema>,
  ): Promise<Page<AccessLogEntry>> {
    return listAccessLog(this.db, query);
  }

  @Post()
  @RequirePermission('session.self')
  @ApiOperation({
    summary:
      "Adds the client's OS and browser to the caller's own latest sign-in; the server records the attempt itself, " +
      'so login, success flag, note or ids in the body are ignored (404 access.noAttempt when there is none)',
  })
  addDetails(
    @ValidBody(accessDetailsSchema, { emptyAsObject: true }) details: AccessDetailsInput,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<ClientDetailsAnswer> {
    return this.commands.execute(new AddClientDetailsCommand(caller, details, meta));
  }
}
