import { useSearchParams } from 'react-router-dom';
import { USER_STATUS_FILTERS, type UserStatusFilter } from '@school/modules/identity/contracts';

/**
 * The users list's filters, kept in the URL's query string under the API's names
 * (`?codBsePerfil=6&codBseTurma=5&status=inactive`): a reload, a link or the back button shows
 * the same list. The server applies them within the caller's scope.
 */
export interface UserFilterValues {
  codBsePerfil: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  status: UserStatusFilter | null;
}

export const USER_FILTER_KEYS = ['codBsePerfil', 'codBseUnidade', 'codBseTurma', 'status'] as const;

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

export function filtersFrom(params: URLSearchParams): UserFilterValues {
  const status = params.get('status');
  return {
    codBsePerfil: positive(params.get('codBsePerfil')),
    codBseUnidade: positive(params.get('codBseUnidade')),
    codBseTurma: positive(params.get('codBseTurma')),
    status: (USER_STATUS_FILTERS as readonly (string | null)[]).includes(status)
      ? (status as UserStatusFilter)
      : null,
  };
}

/** The filters as query parameters: only those set. */
export function filterParams(filters: UserFilterValues): Record<string, string> {
  return Object.fromEntries(
    USER_FILTER_KEYS.flatMap((key) => (filters[key] === null ? [] : [[key, String(filters[key])]])),
  );
}

export const hasFilters = (filters: UserFilterValues) =>
  USER_FILTER_KEYS.some((key) => filters[key] !== null);

/** The filters of the URL, a change of some (another unit clears the class), and clearing them all. */
export function useUserListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const write = (next: UserFilterValues) => setParams(filterParams(next), { replace: true });
  return {
    filters,
    change: (change: Partial<UserFilterValues>) =>
      write({
        ...filters,
        ...('codBseUnidade' in change && change.codBseUnidade !== filters.codBseUnidade
          ? { codBseTurma: null }
          : {}),
        ...change,
      }),
    clear: () => write({ codBsePerfil: null, codBseUnidade: null, codBseTurma: null, status: null }),
  };
}
