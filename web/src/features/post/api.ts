import { createElement } from 'react';
import type { Post, PostInput } from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { api } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { useApiGet, useApiRecord, useApiSave, useWrite } from '../../shared/query';

/** Every posts query starts with this key. */
export const POSTS_KEY = ['bse_postagem'] as const;

/** GET /bse_postagem: newest first, without bodies. */
export function usePosts() {
  return useApiGet<Post[]>(POSTS_KEY, '/bse_postagem');
}

/** GET /bse_postagem/{id}: one post with its body. */
export function usePost(id: number | null) {
  return useApiRecord<Post>(POSTS_KEY, '/bse_postagem', id);
}

/** POST /bse_postagem, or PUT /bse_postagem/{id} with an id. */
export function useSavePost() {
  return useApiSave<PostInput>('/bse_postagem', 'codBsePostagem', [POSTS_KEY]);
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
