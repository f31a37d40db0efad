import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Profile } from '@school/modules/kernel/contracts';
import type { ClassStudent } from '@school/modules/organization/contracts';
import {
  type AccessReportRow,
  type GradesReportRow,
  type ProgressReportRow,
  type QuantityNamesRow,
  type QuantityReport,
  type ExportRoute,
  READ_MODEL_POSITION_HEADER,
  READ_MODEL_TIME_HEADER,
  type RatingAverages,
  type RatingReportRow,
  REPORT_EXPORT_EVENTS,
  type ReportExportStatus,
  type ReportFilter,
} from '@school/modules/reporting/contracts';
import { api, ApiError, apiHeaders, downloadFile } from '../../shared/api';
import { answer } from '../../shared/api/http';
import { listen, userSocket } from '../../shared/realtime';
import { CLASSES_KEY } from '../../shared/organization';
import { useApiGet } from '../../shared/query';
import { datedFileName } from '../../shared/format';

/** Every report query starts with this key. */
export const REPORTS_KEY = ['rel_relatorio'] as const;
const BASE = '/rel_relatorio';

/**
 * A report's answer, the event-store position its read models had reached and up to when its
 * figures are complete (ISO; when the server says).
 */
export interface ReportAnswer<T> {
  data: T;
  position: string | null;
  asOf?: string | null;
}

/**
 * Calls `/api<path>` like `api()` (token, language, 401 ends the session, ApiError) and also
 * answers the `X-Read-Model-Position` and `X-Read-Model-Time` headers, which `api()` does not expose.
 */
async function report<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<ReportAnswer<T>> {
  const headers = apiHeaders();
  if (body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApiError.network();
  }
  const data = answer<T>(response.status, await response.text(), headers.has('authorization'));
  return {
    data,
    position: response.headers.get(READ_MODEL_POSITION_HEADER),
    asOf: response.headers.get(READ_MODEL_TIME_HEADER),
  };
}

/** A report run: the filter posted to the route, its rows and position answered. */
export type ReportRun<T> = (filter: ReportFilter) => Promise<ReportAnswer<T>>;

const filtered =
  <T>(route: ExportRoute): ReportRun<T> =>
  (filter) =>
    report(`${BASE}/${route}`, filter);

/** POST /rel_relatorio/filtrarAcessos: successful sign-ins per user and class in the filter. */
export const accessReport = filtered<AccessReportRow[]>('filtrarAcessos');

/** POST /rel_relatorio/filtrarQuantidadeNames: the students in the filter, by name. */
export const quantityNames = filtered<QuantityNamesRow[]>('filtrarQuantidadeNames');

/** POST /rel_relatorio/filtrarNotas: each student's grade in each activity of the filter. */
export const gradesReport = filtered<GradesReportRow[]>('filtrarNotas');

/** POST /rel_relatorio/filtrar: the chapters each student completed in the filter. */
export const progressReport = filtered<ProgressReportRow[]>('filtrar');

/** POST /rel_relatorio/filtrarAvaliacaoTrilha: each answer of the chapters' ratings in the filter. */
export const ratingReport = filtered<RatingReportRow[]>('filtrarAvaliacaoTrilha');

/** POST /rel_relatorio/filtrarAvaliacaoTrilha/medias: the rating report's averages per chapter and question. */
export function useRatingAverages(filter: ReportFilter) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'medias', filter],
    queryFn: ({ signal }) => report<RatingAverages>(`${BASE}/filtrarAvaliacaoTrilha/medias`, filter, signal),
    staleTime: 0,
  });
}

const EXPORT_PATH = `${BASE}/exportar`;
const exportKey = (jobId: string) => [...REPORTS_KEY, 'exportar', jobId] as const;
const over = (s: ReportExportStatus | undefined) => s?.status === 'completed' || s?.status === 'failed';

/** POST /rel_relatorio/exportar: relatorio.csv of a report's filter, built by a job (202 with its state). */
export function startReportExport(route: ExportRoute, filter: ReportFilter): Promise<ReportExportStatus> {
  return api<ReportExportStatus>(EXPORT_PATH, { method: 'POST', body: { relatorio: route, ...filter } });
}

/**
 * An export's state: as the POST answered it, then live from the user's socket
 * (`report-export:progress`, `:done`, `:failed`), with a slow poll while it runs in case an
 * event was missed.
 */
export function useReportExport(started: ReportExportStatus | null) {
  const client = useQueryClient();
  const jobId = started?.jobId ?? null;
  const query = useQuery({
    queryKey: exportKey(jobId ?? ''),
    queryFn: ({ signal }) => api<ReportExportStatus>(`${EXPORT_PATH}/${jobId}`, { signal }),
    enabled: jobId !== null,
    initialData: started ?? undefined,
    staleTime: 0,
    refetchInterval: (q) => (over(q.state.data) ? false : 3_000),
  });
  useEffect(() => {
    if (!jobId) return;
    const socket = userSocket();
    if (!socket) return;
    const onProgress = (event: { id: string; progress: ReportExportStatus['progress'] }) => {
      if (event.id !== jobId) return;
      client.setQueryData<ReportExportStatus>(exportKey(jobId), (s) =>
        !s || over(s) || event.progress.done < s.progress.done
          ? s
          : { ...s, status: 'running', progress: event.progress },
      );
    };
    // The end is read back whole (the file's address, the failure's message in the user's language).
    const onEnd = (event: { id: string }) => {
      if (event.id === jobId) void client.invalidateQueries({ queryKey: exportKey(jobId) });
    };
    return listen(socket, {
      [REPORT_EXPORT_EVENTS.progress]: onProgress,
      [REPORT_EXPORT_EVENTS.done]: onEnd,
      [REPORT_EXPORT_EVENTS.failed]: onEnd,
    });
  }, [client, jobId]);
  return query;
}

/** The word each report's file is named by (`acessos-2026-12-01.csv`). */
const FILE_NAMES: Record<ExportRoute, string> = {
  filtrarAcessos: 'acessos',
  filtrarQuantidadeNames: 'quantidade',
  filtrarNotas: 'notas',
  filtrar: 'progresso',
  filtrarAvaliacaoTrilha: 'avaliacao-trilha',
};

/** A finished export's file, fetched with the token in a header and saved under the report's name and the day. */
export function downloadReportExport(status: ReportExportStatus): Promise<void> {
  return downloadFile(status.downloadUrl!, datedFileName(FILE_NAMES[status.relatorio]), {
    accept: 'text/csv',
  });
}

/** Where the quantity table counts: the confirmed filter's school, unit and class (null: the profile's own). */
export interface QuantityPlace {
  school: number | null;
  unit: number | null;
  classId: number | null;
}

/**
 * The quantity table: of the confirmed filter's unit or class (/filtrarQuantidadeDiretor), of its
 * school (/filtrarQuantidadeGestor, the Master's choice), or else of the caller's profile: the
 * network's (1, GET /quantidade), its school's (2) or its unit's (the others).
 */
export function quantityTotals(
  profile: number,
  place: QuantityPlace,
  signal?: AbortSignal,
): Promise<ReportAnswer<QuantityReport>> {
  const { school, unit, classId } = place;
  if (unit !== null || classId !== null || (profile !== Profile.Master && profile !== Profile.Gestor))
    return report(
      `${BASE}/filtrarQuantidadeDiretor`,
      { codBseEscola: school, codBseUnidade: unit, codBseTurma: classId },
      signal,
    );
  if (profile === Profile.Gestor || school !== null)
    return report(`${BASE}/filtrarQuantidadeGestor`, { codBseEscola: school }, signal);
  return report(`${BASE}/quantidade`, undefined, signal);
}

export function useQuantityTotals(profile: number, place: QuantityPlace) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'quantidade', profile, place.school, place.unit, place.classId],
    queryFn: ({ signal }) => quantityTotals(profile, place, signal),
    // A report is read fresh on every visit.
    staleTime: 0,
  });
}

/** GET /bse_turma/usuariosDaTurma/{id}: a class's students (the classes feature's cache entry). */
export function useStudentsOfClass(classId: number | null) {
  return useApiGet<ClassStudent[]>(
    [...CLASSES_KEY, classId, 'usuariosDaTurma'],
    `/bse_turma/usuariosDaTurma/${classId}`,
    classId !== null,
  );
}
