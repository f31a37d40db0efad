import { createElement, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BULK_IMPORT_EVENTS,
  BULK_IMPORT_PATH,
  bulkImportResultUrl,
  BULK_TEMPLATE_FILE,
  BULK_TEMPLATE_URL,
  type BulkImportProgress,
  type BulkImportResult,
  type BulkImportStatus,
} from '@school/modules/identity/contracts';
import type { MessageCode } from '@school/modules/kernel/contracts';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { api, ApiError, downloadFile } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { useWrite } from '../../shared/query';
import { listen, userSocket } from '../../shared/realtime';
import { BulkText } from './texts';

/** The API paths of `api()` (which adds /api). */
const IMPORT_PATH = BULK_IMPORT_PATH.replace(/^\/api/, '');

/** The classes the caller may fill: those of their unit, or all they reach when they have none. */
export function useBulkClasses(unitId: number | null) {
  return useQuery({
    queryKey: unitId === null ? ['bse_turma'] : ['bse_turma', 'turmasDaUnidade', unitId],
    queryFn: ({ signal }) =>
      api<SchoolClass[]>(unitId === null ? '/bse_turma' : `/bse_turma/turmasDaUnidade/${unitId}`, { signal }),
  });
}

/**
 * POST multipart `file` + `codBseTurma`: answered at once (202) with the import's state. A send
 * retried after the network failed is the same import; `reset()` (another file) starts anew.
 * The form shows a refusal beside the file.
 */
export function useSubmitBulkImport() {
  return useWrite({
    write: (
      { file, fileName, codBseTurma }: { file: Blob; fileName: string; codBseTurma: number },
      idempotencyKey,
    ) => {
      const body = new FormData();
      body.append('codBseTurma', String(codBseTurma));
      body.append('file', file, fileName);
      return api<BulkImportStatus>(`${IMPORT_PATH}/x`, { method: 'POST', body, idempotencyKey });
    },
    notifyErrors: false,
    retryKeepsKey: true,
  });
}

/**
 * The import being followed is kept in localStorage (per user), so a reload, or coming back
 * later, shows its progress and its result again.
 */
const storageKey = (userId: number) => `bulkUsers.job.${userId}`;

export const bulkJobStore = {
  get(userId: number): string | null {
    try {
      return localStorage.getItem(storageKey(userId));
    } catch {
      return null;
    }
  },
  set(userId: number, jobId: string | null): void {
    try {
      if (jobId) localStorage.setItem(storageKey(userId), jobId);
      else localStorage.removeItem(storageKey(userId));
    } catch {
      // Private mode without storage: the import is followed until the page is left.
    }
  },
};

export const bulkImportKey = (jobId: string) => ['bulkImport', jobId] as const;

const finished = (status: BulkImportStatus | undefined) =>
  status?.status === 'completed' || status?.status === 'failed';

/** A progress event's payload: `{id, progress}`. */
interface ProgressEvent {
  id: string;
  progress: BulkImportProgress;
}
type DoneEvent = { id: string } & Partial<BulkImportResult>;
interface FailedEvent {
  id: string;
  code: MessageCode;
  message: string;
}

/**
 * The state of an import: GET once (also after a reload), then live from the user's socket
 * (`bulk-users:progress`, `:done`, `:failed`), with a slow poll while it runs in case the socket
 * could not connect or an event was missed.
 */
export function useBulkImport(jobId: string | null, initial?: BulkImportStatus) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: bulkImportKey(jobId ?? ''),
    queryFn: ({ signal }) => api<BulkImportStatus>(`${IMPORT_PATH}/${jobId}`, { signal }),
    enabled: jobId !== null,
    initialData: initial && initial.jobId === jobId ? initial : undefined,
    staleTime: 0,
    refetchInterval: (q) => (finished(q.state.data) ? false : 5_000),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });

  useEffect(() => {
    if (!jobId) return;
    const socket = userSocket();
    if (!socket) return;
    const update = (change: (status: BulkImportStatus) => BulkImportStatus) =>
      client.setQueryData<BulkImportStatus>(bulkImportKey(jobId), (status) =>
        status ? change(status) : status,
      );
    const onProgress = (event: ProgressEvent) => {
      if (event.id !== jobId) return;
      update((s) =>
        finished(s) || event.progress.done < s.progress.done
          ? s
          : { ...s, status: 'running', progress: event.progress },
      );
    };
    const onDone = (event: DoneEvent) => {
      if (event.id !== jobId) return;
      // The result event carries the counts and the text; GET answers the whole state (resultUrl included).
      void client.invalidateQueries({ queryKey: bulkImportKey(jobId) });
      if (typeof event.message !== 'string') return;
      const result = { ...event, jobId } as BulkImportResult;
      update((s) => ({
        ...s,
        status: 'completed',
        progress: { done: s.rows, total: s.rows, created: result.created ?? 0, refused: result.refused ?? 0 },
        result: { ...result, resultUrl: result.resultUrl ?? bulkImportResultUrl(jobId) },
      }));
    };
    const onFailed = (event: FailedEvent) => {
      if (event.id !== jobId) return;
      update((s) => ({ ...s, status: 'failed', failure: { code: event.code, message: event.message } }));
    };
    return listen(socket, {
      [BULK_IMPORT_EVENTS.progress]: onProgress,
      [BULK_IMPORT_EVENTS.done]: onDone,
      [BULK_IMPORT_EVENTS.failed]: onFailed,
    });
  }, [client, jobId]);

  return query;
}

/** Opens the user's socket ahead of a submission, so the first events are not missed. */
export function warmUpSocket(): void {
  userSocket();
}

/**
 * Fetches the template (modelo-usuarios.csv: the columns, the profiles the caller may give, an
 * example row) with the bearer token, as usuarios.csv below.
 */
export function useDownloadBulkTemplate() {
  return useMutation({
    mutationFn: () => downloadFile(BULK_TEMPLATE_URL, BULK_TEMPLATE_FILE),
    onError: (error) => void notifyError(error, { title: createElement(BulkText, { k: 'templateFailed' }) }),
  });
}

/**
 * Fetches usuarios.csv with the bearer token (never in a URL) and saves it through a
 * temporary object URL; a failure says so in a notice.
 */
export function useDownloadBulkResult() {
  return useMutation({
    mutationFn: ({ jobId, url }: { jobId: string; url?: string }) =>
      downloadFile(url ?? bulkImportResultUrl(jobId), 'usuarios.csv'),
    onError: (error) => void notifyError(error, { title: createElement(BulkText, { k: 'downloadFailed' }) }),
  });
}
