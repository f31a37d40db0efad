/** The reporting context (reports and exports, read from projections only): what other workspaces use of it. */
export {
  type AccessBar,
  accessBars,
  type AccessReportRow,
  accessTotal,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityNamesRow,
  type QuantityReport,
  type RatingReportRow,
  type ExportRoute,
  type ExportRow,
  type ExportRows,
  READ_MODEL_POSITION_HEADER,
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
  AUDIT_RECORD_KINDS,
  type AuditRecordKind,
  type RecordHistoryEntry,
} from './audit/audit.contracts.js';
export { type AuditCommand, auditDecider } from './audit/audit.decider.js';
export { type AuditEvent, auditStream, isAuditEvent } from './audit/audit.events.js';
export { REPORTING_MESSAGES } from './reporting.messages.js';
