/**
 * What a client (the web) may use of the reporting context: the report filter, the rows each
 * report answers. No event, decider or state (the context only reads projections).
 */
export {
  type AccessBar,
  accessBars,
  type AccessReportRow,
  accessTotal,
  GRADE_BAND_TOPS,
  gradeBand,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityNamesRow,
  type QuantityReport,
  type RatingAverages,
  type RatingReportRow,
  type ExportRoute,
  type ExportRow,
  type ExportRows,
  READ_MODEL_POSITION_HEADER,
  READ_MODEL_TIME_HEADER,
  REPORT_EXPORT_EVENTS,
  REPORT_EXPORTS,
  REPORT_KINDS,
  type ReportExportRequest,
  reportExportSchema,
  type ReportExportStatus,
  type ReportFilter,
  reportFilterSchema,
  type ReportKind,
} from './report/report.contracts.js';
export {
  ACCESS_OUTCOMES,
  type AccessAuditEntry,
  type AccessAuditPage,
  type AccessAuditQuery,
  accessAuditQuerySchema,
  type AccessOutcome,
  AUDIT_LOOKUP_KINDS,
  AUDIT_REFERENCES,
  type AuditNamedKind,
  AUDIT_LOOKUP_LIMIT,
  AUDIT_RECORD_KINDS,
  auditLookupQuerySchema,
  type AuditLookupKind,
  type AuditRecordKind,
  type AuditRecordOption,
  type RecordHistoryEntry,
} from './audit/audit.contracts.js';
export {
  type AssistantHome,
  type Home,
  HOME_LIST_LIMIT,
  type HomeCalendarEvent,
  homeSchema,
  type ProfessorHome,
  type StaffHome,
  type StudentHome,
} from './home/home.contracts.js';
export {
  type ActivityStanding,
  type ClassOverview,
  type ClassOverviewStudent,
} from './class-overview/class-overview.contracts.js';
export { REPORTING_MESSAGES } from './reporting.messages.js';
