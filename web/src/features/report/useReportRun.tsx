import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportRoute, ReportExportStatus, ReportFilter } from '@school/modules/reporting/contracts';
import { notifyError } from '../../shared/notify';
import { downloadReportExport, type ReportRun, startReportExport, useReportExport } from './api';
import { ExportProgress } from './ExportProgress';
import { ReportFilterForm } from './ReportFilterForm';
import { useReportFilter } from './useReportFilter';

const failed = (error: unknown) => void notifyError(error);

/**
 * A report's filter, run on Confirmar, and its CSV on Exportar para CSV: an export job for the
 * same filter, followed on a progress bar, its file downloaded once it is ready; failures are
 * notices.
 */
export function useReportRun<T>(run: ReportRun<T>, route: ExportRoute) {
  const model = useReportFilter();
  const report = useMutation({ mutationFn: run, onError: failed });
  const [started, setStarted] = useState<ReportExportStatus | null>(null);
  // The job whose file was saved: a finished job is downloaded by itself once per Exportar.
  const saved = useRef<string | null>(null);
  const start = useMutation({
    mutationFn: (filter: ReportFilter) => startReportExport(route, filter),
    onSuccess: (status) => {
      saved.current = null;
      setStarted(status);
    },
    onError: failed,
  });
  const job = useReportExport(started);
  const download = useMutation({ mutationFn: downloadReportExport, onError: failed });
  const status = started ? job.data : undefined;
  const { mutate: save } = download;
  useEffect(() => {
    if (status?.status !== 'completed' || saved.current === status.jobId) return;
    saved.current = status.jobId;
    save(status);
  }, [status, save]);
  const form = (
    <ReportFilterForm
      model={model}
      running={report.isPending}
      exporting={start.isPending || status?.status === 'queued' || status?.status === 'running'}
      onConfirm={(filter) => report.mutate(filter)}
      onExport={(filter) => start.mutate(filter)}
    />
  );
  const exporting = status ? (
    <ExportProgress
      status={status}
      downloading={download.isPending}
      onDownload={() => download.mutate(status)}
    />
  ) : null;
  return { report, form, exporting };
}
