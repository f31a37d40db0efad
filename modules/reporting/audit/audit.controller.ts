import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError, Profile } from '@school/modules/kernel';
import {
  type AccessAuditEntry,
  type AccessAuditPage,
  accessAuditQuerySchema,
  auditLookupQuerySchema,
  AUDIT_RECORD_KINDS,
  type AuditRecordKind,
  type AuditRecordOption,
  READ_MODEL_POSITION_HEADER,
  type RecordHistoryEntry,
} from '@school/modules/reporting';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import {
  CSV_PAGE,
  type CsvColumn,
  responseSink,
  streamCsv,
  writeReportCsv,
} from '../report/report-csv.views.js';
import { cursorPages, inSnapshot } from '../report/snapshot-cursor.reader.js';
import { ReportsReader } from '../report/reports.reader.js';
import { RecordAuditViewCommand } from './record-audit-view.handler.js';
import { type AccessAuditScope, AuditReader } from './audit.reader.js';
import { RecordHistoryService } from './record-history.service.js';
import { RecordLookupReader } from './record-lookup.reader.js';
import { CsvRoute, Route } from '@school/backend/http/route';
import { ValidQuery } from '@school/backend/http/valid-input';
import { OrgScopeService } from '@school/modules/organization/server';
import type { z } from 'zod';

const ACCESS_COLUMNS: CsvColumn<AccessAuditEntry>[] = [
  { id: 'dthAcesso', label: 'report.column.quando', format: 'instant' },
  { id: 'cstLogin', label: 'report.column.login' },
  { id: 'nomUsuario', label: 'report.column.usuario' },
  { id: 'indSucesso', label: 'report.column.sucesso' },
  { id: 'txtObservacao', label: 'report.column.observacao' },
  { id: 'ip', label: 'report.column.ip' },
];

/**
 * The audit console (/auditoria): the access log and any record's history, read only, for the
 * Master (everything) and the Gestor and Diretor (their school's or unit's). Every view is
 * itself recorded (`AuditViewed`).
 */
@ApiTags('Auditoria')
@ApiBearerAuth()
@Controller('auditoria')
export class AuditController {
  constructor(
    private readonly reader: AuditReader,
    private readonly histories: RecordHistoryService,
    private readonly reports: ReportsReader,
    private readonly lookups: RecordLookupReader,
    private readonly org: OrgScopeService,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'acessos',
    'audit.read',
    'Sign-in attempts, newest first: login (beginning), de/ate (ISO), resultado (sucesso, falha, bloqueio), page, ' +
      'size; the caller’s school’s or unit’s users only (attempts at unknown logins: the Master’s)',
  )
  async accesses(
    @Query() raw: Record<string, string>,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccessAuditPage> {
    const query = accessAuditQuerySchema.parse(raw);
    const position = await this.reports.position('access');
    const { items, total } = await this.reader.accesses(query, scopeOf(caller), {
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    await this.viewed(meta, 'acessos', JSON.stringify({ ...query, page: undefined, size: undefined }));
    response.setHeader(READ_MODEL_POSITION_HEADER, position);
    return { items, total, page: query.page, size: query.size };
  }

  @CsvRoute.get(
    'acessos/csv',
    'audit.read',
    'The filtered access log as acessos.csv (streamed; `;`, quoted, BOM, times in São Paulo as the ' +
      'caller’s language writes them; the position in X-Read-Model-Position)',
  )
  async accessesCsv(
    @Query() raw: Record<string, string>,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
    @Res() response: Response,
  ): Promise<void> {
    const query = accessAuditQuerySchema.parse(raw);
    await this.viewed(meta, 'acessos.csv', JSON.stringify({ ...query, page: undefined, size: undefined }));
    await streamCsv(response, 'acessos.csv', () =>
      inSnapshot(this.db, async (trx) => {
        const position = await this.reports.position('access', trx);
        response.setHeader(READ_MODEL_POSITION_HEADER, position);
        const rows = cursorPages(trx, this.reader.accessesQuery(query, scopeOf(caller)), CSV_PAGE);
        await writeReportCsv(responseSink(response), ACCESS_COLUMNS, meta.language, rows);
      }),
    );
  }

  @Route.get(
    'historico/:tipo/:id',
    'audit.read',
    'A record’s whole history from its stream (tipo: escola, unidade, turma, usuario, livro, atividade): each ' +
      'event with who did it and when, secrets removed; 404 outside the caller’s scope',
  )
  async history(
    @Param('tipo') tipo: string,
    @IdParam() id: number,
    @CurrentUser() caller: Caller,
    @Meta() meta: RequestMeta,
  ): Promise<RecordHistoryEntry[]> {
    if (!(AUDIT_RECORD_KINDS as readonly string[]).includes(tipo)) throw new DomainError('generic.notFound');
    const history = await this.histories.history(caller, tipo as AuditRecordKind, id);
    await this.viewed(meta, 'historico', `${tipo}-${id}`);
    return history;
  }

  @Route.get(
    'registros',
    'audit.read',
    'The console’s pickers: up to 20 records of a kind (tipo: escola, unidade, turma, usuario, livro, atividade, ' +
      'or aluno: users of profile 6) whose name contains busca (case and accents ignored), whose login begins ' +
      'with it or whose code it is, by name; only those in the caller’s scope (a Gestor’s school, a Diretor’s ' +
      'unit; trails: the Master’s)',
  )
  async lookUp(
    @ValidQuery(auditLookupQuerySchema) query: z.infer<typeof auditLookupQuerySchema>,
    @CurrentUser() caller: Caller,
  ): Promise<AuditRecordOption[]> {
    return this.lookups.lookUp(
      query.tipo,
      query.busca,
      await this.org.listScope(caller),
      caller.profile === Profile.Master,
    );
  }

  /** The view itself, recorded: who looked at what, when. */
  private viewed(meta: RequestMeta, visao: string, alvo: string): Promise<void> {
    return this.commands.execute(new RecordAuditViewCommand(visao, alvo, meta));
  }
}

function scopeOf(caller: Caller): AccessAuditScope {
  if (caller.profile === Profile.Master) return { schoolId: null, unitId: null };
  if (caller.profile === Profile.Gestor) return { schoolId: caller.schoolId ?? -1, unitId: null };
  return { schoolId: caller.schoolId ?? -1, unitId: caller.unitId ?? -1 };
}
