import { Controller, Res, type StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  dataRequestSchema,
  type DataRequestCreated,
  type DataRequestDetail,
  type DataRequestEntry,
  type DataRequestInput,
} from '@school/modules/privacy';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import type { WriteResult } from '@school/backend/commands/write-result';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { Route } from '@school/backend/http/route';
import { ValidBody } from '@school/backend/http/valid-input';
import { type HeaderResponse, jobFile } from '@school/backend/jobs/job-file.views';
import { LimitPerUser } from '@school/backend/rate-limit/user-limits';
import { RecordDataRequestCommand } from './record-data-request.handler.js';
import { DataRequestsReader } from './data-requests.reader.js';

const ENTRY =
  '`{codSolicitacao, tipo, titular: {codBseUsuario, nomUsuario}, relacao, nome, documento, motivo, registradoPor, ' +
  'registradoEm, executadoPor, executadoEm, status: pendente|concluida|falhou|expirada, dias, atrasada (more than 15 days), expiraEm}`';

/**
 * Data requests on record (LGPD Art. 18 and 19, issue 32): a copy of one person's data, made by
 * a job and downloaded by who asked for it for 7 days, or its erasure, carried out at once.
 */
@ApiTags('Privacidade')
@ApiBearerAuth()
@Controller('privacidade/solicitacoes')
export class DataRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: DataRequestsReader,
  ) {}

  @Route.post(
    '',
    'privacy.requests',
    'Records a request `{codBseUsuario, tipo: copia|eliminacao, solicitante?: {relacao: titular|responsavel, nome, ' +
      'documento}, motivo?}`; answers `{codSolicitacao}`. Anyone asks for its own copy (solicitante and motivo may be ' +
      'left out); the Master (anyone) or a Gestor (its school’s users) records a copy or an erasure for another, with ' +
      'who asked and why. An erasure is carried out at once (the user erased and deactivated for good, its sessions ' +
      'ended); a copy is made by a job (GET …/{id} for its progress). 403 privacy.copyOwnOnly, ' +
      'privacy.erasureThroughSchool, user.selfErasure; 404 a user unknown or outside the caller’s scope; 400 ' +
      'privacy.requesterRequired, privacy.reasonRequired (naming the field); 409 privacy.alreadyErased, ' +
      'privacy.erasurePending, user.erasureProtected (the Master), user.lastGestor',
  )
  @ApiResponse({
    status: 429,
    description: 'privacy.tooManyCopies: more than DATA_REQUESTS_PER_HOUR from this user',
  })
  @LimitPerUser('dataRequests')
  record(
    @ValidBody(dataRequestSchema) input: DataRequestInput,
    @Meta() meta: RequestMeta,
  ): Promise<WriteResult<DataRequestCreated>> {
    return this.commands.execute(new RecordDataRequestCommand(input, meta));
  }

  @Route.get(
    '',
    'privacy.requests',
    `The requests in the caller’s scope, newest first (the Master every one, a Gestor its school’s users’ and its own, anyone else its own), ` +
      `each kept five years after its answer: ${ENTRY}[]. An erasure whose completion was interrupted stays pendente, ` +
      `its titular "Dados removidos", until the daily retention job carries it out (executadoPor null)`,
  )
  list(@CurrentUser() caller: Caller): Promise<DataRequestEntry[]> {
    return this.reader.list(caller);
  }

  @Route.get(
    ':id',
    'privacy.requests',
    `One request, within the caller’s scope (404 otherwise): ${ENTRY} with progresso (a copy’s share done, 0 to 1) and downloadUrl (for who asked, once ready)`,
  )
  detail(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<DataRequestDetail> {
    return this.reader.detail(caller, id);
  }

  @Route.get(
    ':id/dados.zip',
    'privacy.requests',
    'The copy (application/zip), for who asked for it only (404 for anyone else), while kept: 409 ' +
      'privacy.copyNotReady while being made, 410 privacy.copyExpired after its 7 days',
  )
  async download(
    @IdParam() id: number,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: HeaderResponse,
  ): Promise<StreamableFile> {
    return jobFile(await this.reader.file(caller, id), 'dados.zip', 'application/zip', response);
  }
}
