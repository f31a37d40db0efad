import { useQuery } from '@tanstack/react-query';
import type { Post, PostInput } from '@school/modules/community/contracts';
import { api } from '../../shared/api';

/** Every posts query starts with this key. */
export const POSTS_KEY = ['bse_postagem'] as const;

/** GET /bse_postagem: newest first, without bodies. */
export function usePosts() {
  return useQuery({
    queryKey: POSTS_KEY,
    queryFn: ({ signal }) => api<Post[]>('/bse_postagem', { signal }),
  });
}

/** GET /bse_postagem/{id}: one post with its body. */
export function usePost(id: number | null) {
  return useQuery({
    queryKey: [...POSTS_KEY, id],
    queryFn: ({ signal }) => api<Post>(`/bse_postagem/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function savePost(id: number | null, body: PostInput, idempotencyKey: string): Promise<unknown> {
  return id === null
    ? api('/bse_postagem', { method: 'POST', body, idempotencyKey })
    : api(`/bse_postagem/${id}`, { method: 'PUT', body: { codBsePostagem: id, ...body }, idempotencyKey });
}

export function deletePost(id: number, idempotencyKey: string): Promise<unknown> {
  return api(`/bse_postagem/${id}`, { method: 'DELETE', idempotencyKey });
}
