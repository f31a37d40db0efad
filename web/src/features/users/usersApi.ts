import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  LoginSequenceAnswer,
  Page,
  ProfileItem,
  UserDetail,
  UserListItem,
  UserStatusAnswer,
  UserWriteAnswer,
} from '@school/modules/identity/contracts';
import { api } from '../../shared/api';

export { useClassesOfUnit, useSchools, useUnitsOfSchool } from '../../shared/organization';

/** Every users query starts with this key: a write invalidates them all. */
export const USERS_KEY = ['bse_usuario'] as const;

export interface UserSearchParams {
  search: string;
  page: number;
  size: number;
}

/** GET /api/bse_usuario: one page of the users in the caller's scope, by name or login. */
export function useUserPage({ search, page, size }: UserSearchParams) {
  return useQuery({
    queryKey: [...USERS_KEY, 'page', { search, page, size }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), size: String(size) });
      if (search) query.set('search', search);
      return api<Page<UserListItem>>(`/bse_usuario?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
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
 * GET /api/bse_usuario/setSequencial/{prefix}: every call takes a new number, so it is asked
 * once per form (`formId`) and prefix, never refetched, and forgotten when the form goes.
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

export function createUser(body: FormData, idempotencyKey: string): Promise<UserWriteAnswer> {
  return api<UserWriteAnswer>('/bse_usuario', { method: 'POST', body, idempotencyKey });
}

export function updateUser(id: number, body: FormData, idempotencyKey: string): Promise<UserWriteAnswer> {
  return api<UserWriteAnswer>(`/bse_usuario/${id}`, { method: 'PUT', body, idempotencyKey });
}

export function deleteUser(id: number): Promise<UserWriteAnswer> {
  return api<UserWriteAnswer>(`/bse_usuario/${id}`, { method: 'DELETE' });
}

export function setUserActive(id: number, active: boolean): Promise<UserStatusAnswer> {
  return api<UserStatusAnswer>(`/bse_usuario/${id}/${active ? 'reativar' : 'desativar'}`, {
    method: 'POST',
  });
}

/**
 * The cached pages see a change at once (the server's read model may answer a moment later),
 * then every users query is fetched again.
 */
export async function afterUserChange(
  client: QueryClient,
  change: { id: number; removed?: boolean; active?: boolean },
): Promise<void> {
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
  await client.invalidateQueries({ queryKey: USERS_KEY, refetchType: 'active' });
}
