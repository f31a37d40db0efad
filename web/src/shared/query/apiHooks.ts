import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { useWrite } from './useWrite';

/** GET `path` as a query under `queryKey`, with the query's abort signal; not read while `enabled` is false. */
export function useApiGet<T>(queryKey: QueryKey, path: string, enabled = true) {
  return useQuery({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }), enabled });
}

/** GET `path/{id}`, one record, under `[...key, id]`; not read without an id. */
export function useApiRecord<T>(key: QueryKey, path: string, id: number | null) {
  return useApiGet<T>([...key, id], `${path}/${id}`, id !== null);
}

/** DELETE `path/{id}` as a write; the `invalidates` queries are read again once it ends. */
export function useApiDelete(path: string, invalidates: readonly QueryKey[]) {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`${path}/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates,
  });
}

/**
 * POST `path` (`id` null) or PUT `path/{id}` with the id under `idField` before the body's fields:
 * the save of a record's form; the `invalidates` queries are read again once it ends.
 */
export function useApiSave<Body extends object>(
  path: string,
  idField: string,
  invalidates: readonly QueryKey[],
) {
  return useWrite({
    write: ({ id, body }: { id: number | null; body: Body }, idempotencyKey) =>
      id === null
        ? api(path, { method: 'POST', body, idempotencyKey })
        : api(`${path}/${id}`, { method: 'PUT', body: { [idField]: id, ...body }, idempotencyKey }),
    invalidates,
  });
}
