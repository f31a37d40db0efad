import { join } from 'node:path';
import type { ExportRoute } from '@school/modules/reporting';
import type { Language } from '@school/modules/kernel';
import type { RequestedJobData } from '@school/backend/jobs/queues';
import type { ScopedFilter } from './report-scope.service.js';

export const EXPORT_QUEUE = 'report-exports' as const;

/** How long a finished export's file is kept: as long as BullMQ keeps its job (DEFAULT_JOB_OPTIONS). */
export const EXPORT_KEPT_MS = 24 * 3600 * 1000;

/** A filter as Redis holds it: the scope already applied at the request, the dates as ISO text. */
export type StoredFilter = Omit<ScopedFilter, 'from' | 'to'> & { from: string | null; to: string | null };

/** What an export job carries: who asked, which report, its filter within their scope, and the CSV's language. */
export interface ReportExportJobData extends RequestedJobData {
  relatorio: ExportRoute;
  filter: StoredFilter;
  language: Language;
}

/** What a finished export answers (and `report-export:done` carries). */
export interface ReportExportResult {
  rows: number;
  position: string;
  downloadUrl: string;
}

export const storedFilter = (f: ScopedFilter): StoredFilter => ({
  ...f,
  from: f.from?.toISOString() ?? null,
  to: f.to?.toISOString() ?? null,
});

export const scopedFilter = (f: StoredFilter): ScopedFilter => ({
  ...f,
  from: f.from === null ? null : new Date(f.from),
  to: f.to === null ? null : new Date(f.to),
});

/** `FILES_DIR/reports/<jobId>/relatorio.csv`; the job id is a uuid the server made, never client text. */
export function reportExportPath(filesRoot: string, jobId: string): string {
  return join(filesRoot, 'reports', jobId, 'relatorio.csv');
}

/** Where the requester downloads a finished export. */
export const reportExportUrl = (jobId: string) => `/api/rel_relatorio/exportar/${jobId}/relatorio.csv`;
