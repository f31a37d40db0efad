import { createElement, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  LoginSequenceAnswer,
  Page,
  ProfileItem,
  UserDetail,
  UserListItem,
  UserStatusAnswer,
  UserWriteAnswer,
} from '@school/modules/identity/contracts';
import type { SchoolClass, Unit } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';

import { api } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { CLASSES_KEY } from '../../shared/organization';
import { useApiGet, useWrite } from '../../shared/query';

export { useClassesOfUnit, useSchools, useUnitsOfSchool } from '../../shared/organization';

/** Every users query starts with this key: a write invalidates them all. */
export const USERS_KEY = ['bse_usuario'] as const;

export interface UserSearchParams {
  search: string;
  page: number;
  size: number;
  /** The filters set (profile, unit, class, status), under the API's names. */
  filters?: Record<string, string>;
}

/** GET /api/bse_usuario: one page of the users in the caller's scope, by name or login, filtered. */
export function useUserPage({ search, page, size, filters = {} }: UserSearchParams) {
  return useQuery({
    queryKey: [...USERS_KEY, 'page', { search, page, size, ...filters }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...filters, page: String(page), size: String(size) });
      if (search) query.set('search', search);
      return api<Page<UserListItem>>(`/bse_usuario?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/bse_unidade: the units the caller reaches, for the list's unit filter. */
export function useFilterUnits(enabled: boolean) {
  return useApiGet<Unit[]>(['bse_unidade'], '/bse_unidade', enabled);
}

/** GET /api/bse_turma: the classes the caller reaches, for the list's class filter. */
export function useFilterClasses() {
  return useApiGet<SchoolClass[]>(CLASSES_KEY, '/bse_turma');
}

/** GET /api/bse_usuario/{id}: the user the edit form loads. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<UserDetail>(`/bse_usuario/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** GET /api/bse_perfil: the profiles the caller may give. */
export function useProfiles() {
  return useQuery({
    queryKey: ['bse_perfil'],
    queryFn: ({ signal }) => api<ProfileItem[]>('/bse_perfil', { signal }),
    staleTime: Infinity,
  });
}

/**
 * GET /api/bse_usuario/setSequencial/{prefix}: a preview of the next free number (the server
 * takes it only when the user is created with it). Asked once per form (`formId`) and prefix, so
 * the login shown does not change while the form is filled; asked again after a 409 (someone
 * took it meanwhile: `refetch`), and forgotten when the form goes.
 */
export function useLoginSequence(formId: string, prefix: string | null) {
  return useQuery({
    queryKey: ['loginSequence', formId, prefix],
    queryFn: ({ signal }) => api<LoginSequenceAnswer>(`/bse_usuario/setSequencial/${prefix}`, { signal }),
    enabled: prefix !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /bse_usuario, or PUT /bse_usuario/{id} with an id (multipart: the avatar rides along).
 * Refusals are the form's to show, on its fields (reportSaveFailure).
 */
export function useSaveUser() {
  return useWrite({
    write: ({ id, body }: { id: number | null; body: FormData }, idempotencyKey) =>
      id === null
        ? api<UserWriteAnswer>('/bse_usuario', { method: 'POST', body, idempotencyKey })
        : api<UserWriteAnswer>(`/bse_usuario/${id}`, { method: 'PUT', body, idempotencyKey }),
    invalidates: [USERS_KEY],
    notifyErrors: false,
  });
}

/** The cached pages see a change at once: the server's read model may answer a moment later. */
function patchUserPages(
  client: QueryClient,
  change: { id: number; removed?: boolean; active?: boolean },
): void {
  client.setQueriesData<Page<UserListItem>>({ queryKey: [...USERS_KEY, 'page'] }, (page) => {
    if (!page) return page;
    if (change.removed) {
      const items = page.items.filter((u) => u.codBseUsuario !== change.id);
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    }
    const active = change.active;
    if (active === undefined) return page;
    return {
      ...page,
      items: page.items.map((u) => (u.codBseUsuario === change.id ? { ...u, active } : u)),
    };
  });
}

/** DELETE /bse_usuario/{id}; its refusal shows under "Erro ao deletar usuário" with the server's reason. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useWrite({
    write: async (id: number, idempotencyKey) => {
      const answer = await api<UserWriteAnswer>(`/bse_usuario/${id}`, {
        method: 'DELETE',
        idempotencyKey,
      }).catch(refusedUnder(createElement(Message, { code: 'user.deleteFailed' })));
      patchUserPages(client, { id, removed: true });
      return answer;
    },
    invalidates: [USERS_KEY],
    notifyErrors: false,
  });
}

/** POST /bse_usuario/{id}/reativar or /desativar; its refusal shows under `failedTitle`. */
export function useSetUserActive(failedTitle: ReactNode) {
  const client = useQueryClient();
  return useWrite({
    write: async ({ id, active }: { id: number; active: boolean }, idempotencyKey) => {
      const answer = await api<UserStatusAnswer>(`/bse_usuario/${id}/${active ? 'reativar' : 'desativar'}`, {
        method: 'POST',
        idempotencyKey,
      }).catch(refusedUnder(failedTitle));
      patchUserPages(client, { id, active });
      return answer;
    },
    invalidates: [USERS_KEY],
    notifyErrors: false,
  });
}

/** A refusal's notice under a title (useWrite's own notice has none yet). */
const refusedUnder =
  (title: ReactNode) =>
  (error: unknown): never => {
    void notifyError(error, { title });
    throw error;
  };
