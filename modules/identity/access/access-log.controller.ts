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
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { AddClientDetailsCommand, type ClientDetailsAnswer } from './add-client-details.handler.js';
import { Route } from '@school/backend/http/route';

/** Which fields of the legacy access-log body POST /bse_acesso ignores, and why (decision 0062). */
export const ACCESS_DETAILS_DESCRIPTION =
  'Only `nomSo`, `txtVersaoSo`, `nomNavegador` and `txtVersaoNavegador` are read (each at most 100 characters, ' +
  "blank as null). The legacy body's other fields are ignored, neither stored nor refused: `cstLogin`, " +
  '`indSucesso` and `txtObservacao`, because the server records every sign-in attempt itself at POST /auth/login ' +
  'and a client must not write, hide or rewrite one; `dscHashSenha`, because a password hash is never taken ' +
  "from a client; and `codBseAcesso` or `codBseUsuario`, because the details always go to the caller's own " +
  'latest sign-in (decision 0062).';

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
    description: ACCESS_DETAILS_DESCRIPTION,
  })
  addDetails(
    @ValidBody(accessDetailsSchema, { emptyAsObject: true }) details: AccessDetailsInput,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<ClientDetailsAnswer> {
    return this.commands.execute(new AddClientDetailsCommand(caller, details, meta));
  }
}
