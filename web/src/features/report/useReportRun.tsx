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
 * A report's filter, run on Confirmar, and its CSV on Exportar para CSV: an export job, followed
 * on a progress bar, its file downloaded once it is ready. A run that fails is the page's to show
 * in place of its table, with "Recarregar" (`retry`: the same filter again, decision 0047); a
 * failed export or download is a notice.
 *
 * The export is what the table shows: once a report was confirmed, Exportar exports the confirmed
 * filter, whatever the form was changed to since (before any Confirmar, the form's). Every Exportar
 * downloads: the same filter while the data has not moved is the same, finished job (the server
 * answers it as it is), so its file is saved again at once.
 */
export function useReportRun<T>(run: ReportRun<T>, route: ExportRoute) {
  const model = useReportFilter();
  const report = useMutation({ mutationFn: run });
  // The filter of the rows on screen (the last Confirmar's, once answered).
  const confirmed = report.data ? report.variables : null;
  const [started, setStarted] = useState<ReportExportStatus | null>(null);
  // The job whose file this Exportar still has to save, once it is ready.
  const awaited = useRef<string | null>(null);
  const download = useMutation({ mutationFn: downloadReportExport, onError: failed });
  const { mutate: save } = download;
  const start = useMutation({
    mutationFn: (filter: ReportFilter) => startReportExport(route, filter),
    onSuccess: (status) => {
      setStarted(status);
      if (status.status === 'completed') {
        awaited.current = null;
        save(status);
      } else awaited.current = status.jobId;
    },
    onError: failed,
  });
  const job = useReportExport(started);
  const status = started ? job.data : undefined;
  useEffect(() => {
    if (status?.status !== 'completed' || awaited.current !== status.jobId) return;
    awaited.current = null;
    save(status);
  }, [status, save]);
  const form = (
    <ReportFilterForm
      model={model}
      running={report.isPending}
      exporting={start.isPending || status?.status === 'queued' || status?.status === 'running'}
      onConfirm={(filter) => report.mutate(filter)}
      exportFilter={confirmed}
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
  const { variables, mutate } = report;
  const retry = () => {
    if (variables) mutate(variables);
  };
  return { report, retry, form, exporting, confirmed };
}
