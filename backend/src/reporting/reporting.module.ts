import { Module } from '@nestjs/common';
import { OrganizationModule } from '../organization/organization.module.js';
import { AuditController } from './audit/audit.controller.js';
import { AuditReader } from './audit/audit.reader.js';
import { RecordHistoryService } from './audit/record-history.service.js';
import { ReportScopeService } from './report/report-scope.service.js';
import { ReportsController } from './report/reports.controller.js';
import { ReportsReader } from './report/reports.reader.js';

/** Reporting: reports and their CSV exports, and the audit console, read from the projections and streams only (issue 14). */
@Module({
  imports: [OrganizationModule],
  controllers: [ReportsController, AuditController],
  providers: [ReportScopeService, ReportsReader, AuditReader, RecordHistoryService],
})
export class ReportingModule {}
