import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { GradeHistoryEntry, StudentGradeHistoryEntry } from '@school/modules/assessment/contracts';
import type {
  AccessAuditPage,
  AccessAuditQuery,
  AccessOutcome,
  AuditLookupKind,
  AuditRecordKind,
  AuditRecordOption,
  RecordHistoryEntry,
} from '@school/modules/reporting/contracts';
import { datedFileName } from '../../shared/format';
import { api, downloadFile } from '../../shared/api';
import { notifyError } from '../../shared/notify';

/** Every audit query starts with this key. */
export const AUDIT_KEY = ['auditoria'] as const;

/** The access log's filters (the page apart): what Filtrar applies and Exportar para CSV sends. */
export interface AccessFilter {
  login?: string;
  /** ISO instants with offset. */
  de?: string;
  ate?: string;
  resultado?: AccessOutcome;
}

/** The query string of the access log, in the contract's order; empty filters are left out. */
export function accessSearch(filter: AccessFilter, paging?: Pick<AccessAuditQuery, 'page' | 'size'>): string {
  const query = new URLSearchParams();
  if (filter.login) query.set('login', filter.login);
  if (filter.de) query.set('de', filter.de);
  if (filter.ate) query.set('ate', filter.ate);
  if (filter.resultado) query.set('resultado', filter.resultado);
  if (paging) {
    query.set('page', String(paging.page));
    query.set('size', String(paging.size));
  }
  return query.toString();
}

/** GET /api/auditoria/acessos: one page of the sign-in attempts in the caller's scope, newest first. */
export function useAccessAudit(filter: AccessFilter, page: number, size: number) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'acessos', { ...filter, page, size }],
    queryFn: ({ signal }) =>
      api<AccessAuditPage>(`/auditoria/acessos?${accessSearch(filter, { page, size })}`, { signal }),
    placeholderData: keepPreviousData,
    // An audit log is read fresh.
    staleTime: 0,
  });
}

/**
 * GET /api/auditoria/acessos/csv: the filter's sign-ins as the server's CSV, saved as acessos-<day>.csv
 * through a temporary object URL (the token goes in a header, never in a URL).
 */
export function useDownloadAccessCsv() {
  return useMutation({
    mutationFn: (filter: AccessFilter) => {
      const search = accessSearch(filter);
      return downloadFile(
        `/api/auditoria/acessos/csv${search ? `?${search}` : ''}`,
        datedFileName('acessos'),
        {
          accept: 'text/csv',
        },
      );
    },
    onError: (error) => void notifyError(error),
  });
}

/** A record to look up: its kind and id. */
export interface RecordRef {
  kind: AuditRecordKind;
  id: number;
}

/** GET /api/auditoria/historico/{tipo}/{id}: the record's events, oldest first (404 outside the scope). */
export function useRecordHistory(record: RecordRef | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'historico', record?.kind, record?.id],
    queryFn: ({ signal }) =>
      api<RecordHistoryEntry[]>(`/auditoria/historico/${record!.kind}/${record!.id}`, { signal }),
    enabled: record !== null,
    staleTime: 0,
  });
}

/** A student whose grades to look up, in one activity or (null) in all of them. */
export interface GradeRef {
  activity: number | null;
  student: number;
}

/** A grade history entry, with its activity when the history covers every activity of the student. */
export type AuditGradeEntry = GradeHistoryEntry & Partial<Pick<StudentGradeHistoryEntry, 'nomAtividade'>>;

/**
 * GET /api/bse_nota/historico (one activity) or /bse_nota/historico/aluno/{id} (all of the
 * student's): every assignment and change of a student's grades, newest first.
 */
export function useAuditGradeHistory(ref: GradeRef | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'notas', ref?.activity, ref?.student],
    queryFn: ({ signal }) =>
      api<AuditGradeEntry[]>(
        ref!.activity === null
          ? `/bse_nota/historico/aluno/${ref!.student}`
          : `/bse_nota/historico?codBseAtividade=${ref!.activity}&codBseUsuario=${ref!.student}`,
        { signal },
      ),
    enabled: ref !== null,
    staleTime: 0,
  });
}

/** GET /api/auditoria/registros: the records of a kind matching the text typed, in the caller's scope. */
export function useRecordLookup(kind: AuditLookupKind | null, search: string) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'registros', kind, search],
    queryFn: ({ signal }) =>
      api<AuditRecordOption[]>(
        `/auditoria/registros?${new URLSearchParams({ tipo: kind!, busca: search }).toString()}`,
        { signal },
      ),
    enabled: kind !== null,
    // While the next answer comes, the last one of the same kind (never another kind's records).
    placeholderData: (previous, query) => (query?.queryKey[2] === kind ? previous : undefined),
  });
}
