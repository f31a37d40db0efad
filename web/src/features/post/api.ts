import { createElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Post, PostInput } from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { api } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { useWrite } from '../../shared/query';

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

/** POST /bse_postagem, or PUT /bse_postagem/{id} with an id. */
export function useSavePost() {
  return useWrite({
    write: ({ id, body }: { id: number | null; body: PostInput }, idempotencyKey) =>
      id === null
        ? api('/bse_postagem', { method: 'POST', body, idempotencyKey })
        : api(`/bse_postagem/${id}`, {
            method: 'PUT',
            body: { codBsePostagem: id, ...body },
            idempotencyKey,
          }),
    invalidates: [POSTS_KEY],
  });
}

/** DELETE /bse_postagem/{id}: a refusal shows under "Erro ao excluir" (useWrite's notice has no title yet). */
export function useDeletePost() {
  return useWrite({
    write: (id: number, idempotencyKey) =>
      api(`/bse_postagem/${id}`, { method: 'DELETE', idempotencyKey }).catch((error: unknown) => {
        void notifyError(error, { title: createElement(Message, { code: 'post.deleteFailed' }) });
        throw error;
      }),
    invalidates: [POSTS_KEY],
    notifyErrors: false,
  });
}
