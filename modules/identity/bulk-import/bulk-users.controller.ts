import {
  Body,
  Controller,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BULK_TEMPLATE_FILE, type BulkImportStatus } from '@school/modules/identity';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { type HeaderResponse, jobCsvFile } from '@school/backend/jobs/job-file.views';
import { BulkImportService } from './bulk-import.service.js';
import { BulkUpload } from './bulk-upload.interceptor.js';
import { bulkTemplateCsv } from './bulk-template.views.js';
import { CsvRoute, Route } from '@school/backend/http/route';

const STATUS =
  '`{jobId, status: queued|running|completed|failed, codBseTurma, rows, progress: {done, total, created, refused}, ' +
  'result: {jobId, total, created, refused, invalid, conflicting, notAllowed, message, outcome, resultUrl} | null, ' +
  'failure: {code, message} | null}`';

/**
 * Bulk user creation (/usuario/massivo): Master, Diretor and Coordenador (the spec's route
 * metadata; the page itself is for Diretor and Coordenador). The import runs as a job; its
 * requester follows it on the socket (`bulk-users:progress`, `:done`, `:failed`) or here.
 */
@ApiTags('Usuários')
@ApiBearerAuth()
@Controller('bse_usuario/criarUsuariosEmMassa')
export class BulkUsersController {
  constructor(private readonly imports: BulkImportService) {}

  // Before `:jobId`, which would take its name for a job's id.
  @CsvRoute.get(
    BULK_TEMPLATE_FILE,
    'users.bulk',
    'The template modelo-usuarios.csv (`;`, UTF-8 with BOM, as the import reads it): the six columns, a note row ' +
      'starting with # that names the profiles the caller may give (code or name; the import skips it), and an ' +
      'example row (a student by the profile’s name, login, school and unit blank). Imports as downloaded',
  )
  template(
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) response: HeaderResponse,
  ): StreamableFile {
    response.setHeader('cache-control', 'private, no-store');
    return new StreamableFile(bulkTemplateCsv(caller.profile, meta.language), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${BULK_TEMPLATE_FILE}"`,
    });
  }

  @Post(':x')
  @HttpCode(202)
  @RequirePermission('users.bulk')
  @UseInterceptors(BulkUpload)
  @ApiOperation({
    summary:
      'Creates the users of a CSV (multipart `file` + `codBseTurma`; or JSON `{rows, codBseTurma}`, rows as objects of ' +
      'the six columns). Checks the class and the file, then answers at once 202 ' +
      STATUS +
      '. The same file again by the same requester for the same class is the same import (same jobId, no duplicates). ' +
      'One running import per requester: another file while one waits or runs is a 409. Passwords never reach the ' +
      'queue in clear (sealed for the worker).',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description:
            'CSV: nomUsuario, codBsePerfil, txtSenha, cstLogin, codBseEscola, codBseUnidade (any order; UTF-8 or ' +
            'Windows-1252; `;` or `,`); at most 20,000 rows and 5 MiB',
        },
        codBseTurma: { type: 'integer', description: 'the class every created user joins' },
      },
    },
  })
  @ApiResponse({ status: 202, description: STATUS })
  @ApiResponse({
    status: 400,
    description:
      'bulk.classRequired ("Selecione uma turma antes de escolher o arquivo!"), file.missing, bulk.notCsv, bulk.empty, ' +
      'bulk.missingColumn {column}, bulk.duplicateColumn {column}, bulk.unclosedQuote {line}, bulk.tooManyRows {rows, max}',
  })
  @ApiResponse({
    status: 404,
    description: 'user.classNotFound: the class is missing or outside the caller’s scope',
  })
  @ApiResponse({
    status: 409,
    description:
      'bulk.alreadyRunning / bulk.alreadyRunningList: the requester already has another import waiting or running; ' +
      'the message names its file (or list size), class, progress and jobId. Nothing is recorded. ' +
      'generic.idempotencyInFlight: another submission of the same requester is being recorded',
  })
  submit(
    @Body() body: unknown,
    @Req() request: { file?: UploadedFile },
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<BulkImportStatus> {
    const fields = (body ?? {}) as { codBseTurma?: unknown; rows?: unknown };
    return this.imports.submit(caller, meta, {
      codBseTurma: fields.codBseTurma,
      rows: fields.rows,
      ...(request.file ? { file: request.file } : {}),
    });
  }

  @Route.get(
    ':jobId',
    'users.bulk',
    `The state of an import, for its requester (or a Master; 404 for anyone else): ${STATUS}`,
  )
  status(
    @Param('jobId') jobId: string,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<BulkImportStatus> {
    return this.imports.status(caller, jobId, meta.language);
  }

  @Route.get(
    ':jobId/usuarios.csv',
    'users.bulk',
    'The result file usuarios.csv (`;`, UTF-8 with BOM): every row with the login created or why it was refused. ' +
      'For the requester or a Master; 409 bulk.notFinished while the import runs',
  )
  async download(
    @Param('jobId') jobId: string,
    @CurrentUser() caller: Caller,
    @Res({ passthrough: true }) response: HeaderResponse,
  ): Promise<StreamableFile> {
    return jobCsvFile(await this.imports.resultFile(caller, jobId), 'usuarios.csv', response);
  }
}
