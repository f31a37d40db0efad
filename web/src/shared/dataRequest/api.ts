import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DataRequestCreated,
  DataRequestDetail,
  DataRequestEntry,
  DataRequestInput,
} from '@school/modules/privacy/contracts';
import { api, downloadFile } from '../api';
import { notifyError } from '../notify';
import { useWrite } from '../query';

/** Every data request query starts with this key. */
export const DATA_REQUESTS_KEY = ['privacidade', 'solicitacoes'] as const;

/** How often a copy being made is asked about. */
const PROGRESS_POLL_MS = 1_000;

/** GET /api/privacidade/solicitacoes: the requests in the caller's scope, read again while a copy is being made. */
export function useDataRequests() {
  return useQuery({
    queryKey: DATA_REQUESTS_KEY,
    queryFn: ({ signal }) => api<DataRequestEntry[]>('/privacidade/solicitacoes', { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.tipo === 'copia' && r.status === 'pendente') ? PROGRESS_POLL_MS : false,
  });
}

/** GET /api/privacidade/solicitacoes/{id}: a request with its copy's progress, read again until it is answered. */
export function useDataRequest(id: number | null) {
  return useQuery({
    queryKey: [...DATA_REQUESTS_KEY, id],
    queryFn: ({ signal }) => api<DataRequestDetail>(`/privacidade/solicitacoes/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pendente' ? PROGRESS_POLL_MS : false),
  });
}

/** POST /api/privacidade/solicitacoes: records a copy or an erasure (refusals are the caller's to show). */
export function useRecordDataRequest(notifyErrors = true) {
  return useWrite({
    write: (body: Omit<DataRequestInput, 'motivo'> & { motivo?: string }, idempotencyKey) =>
      api<DataRequestCreated>('/privacidade/solicitacoes', { method: 'POST', body, idempotencyKey }),
    invalidates: [DATA_REQUESTS_KEY],
    notifyErrors,
  });
}

/** GET …/{id}/dados.zip: the copy, saved as dados.zip (the token in a header, never in a URL). */
export function useDownloadDataCopy() {
  return useMutation({
    mutationFn: (url: string) => downloadFile(url, 'dados.zip', { accept: 'application/zip' }),
    onError: (error) => void notifyError(error),
  });
}
