import { Module } from '@nestjs/common';
import { OrganizationModule } from '../organization/organization.module.js';
import { ReportScopeService } from './report/report-scope.service.js';
import { ReportsController } from './report/reports.controller.js';
import { ReportsReader } from './report/reports.reader.js';

/** Reporting: reports and their CSV exports, read from the projections only (issue 14). */
@Module({
  imports: [OrganizationModule],
  controllers: [ReportsController],
  providers: [ReportScopeService, ReportsReader],
})
export class ReportingModule {}
