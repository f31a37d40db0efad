/** The reporting context (reports and exports, read from projections only): what other workspaces use of it. */
export {
  type AccessReportRow,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityNamesRow,
  type QuantityReport,
  type RatingReportRow,
  READ_MODEL_POSITION_HEADER,
  REPORT_KINDS,
  type ReportFilter,
  reportFilterSchema,
  type ReportKind,
} from './report/report.contracts.js';
export { REPORTING_MESSAGES } from './reporting.messages.js';
