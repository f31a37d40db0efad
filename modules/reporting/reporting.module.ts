import { Module } from '@nestjs/common';
import { CommunityModule } from '@school/modules/community/server';
import { OrganizationModule } from '@school/modules/organization/server';
import { TeachingModule } from '@school/modules/teaching/server';
import { AuditController } from './audit/audit.controller.js';
import { ClassOverviewController } from './class-overview/class-overview.controller.js';
import { ClassOverviewReader } from './class-overview/class-overview.reader.js';
import { HomeController } from './home/home.controller.js';
import { HomeReader } from './home/home.reader.js';
import { HomeService } from './home/home.service.js';
import { SeeGradesHandler } from './home/see-grades.handler.js';
import { AuditReader } from './audit/audit.reader.js';
import { RecordLookupReader } from './audit/record-lookup.reader.js';
import { RecordAuditViewHandler } from './audit/record-audit-view.handler.js';
import { RecordHistoryService } from './audit/record-history.service.js';
import { AccessReportsController } from './report/access-reports.controller.js';
import { LearningReportsController } from './report/learning-reports.controller.js';
import { QuantityReportsController } from './report/quantity-reports.controller.js';
import { ReportAnswers } from './report/report-answers.service.js';
import { ReportExportService } from './report/report-export.service.js';
import { ReportExportsController } from './report/report-exports.controller.js';
import { ReportExportsModule } from './report/report-exports.module.js';
import { ReportScopeService } from './report/report-scope.service.js';

/** Reporting: reports and their CSV exports, the audit console, the home page's blocks and the class page, read from the projections and streams only (issue 14). */
@Module({
  imports: [OrganizationModule, ReportExportsModule, TeachingModule, CommunityModule],
  controllers: [
    AccessReportsController,
    QuantityReportsController,
    LearningReportsController,
    ReportExportsController,
    AuditController,
    HomeController,
    ClassOverviewController,
  ],
  providers: [
    ReportScopeService,
    ReportAnswers,
    ReportExportService,
    AuditReader,
    RecordLookupReader,
    RecordHistoryService,
    RecordAuditViewHandler,
    HomeReader,
    HomeService,
    SeeGradesHandler,
    ClassOverviewReader,
  ],
})
export class ReportingModule {}
