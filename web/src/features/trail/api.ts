import { type QueryKey } from '@tanstack/react-query';
import type { Chapter, ChapterCreateAnswer, Trail, TrailCopyAnswer } from '@school/modules/content/contracts';
import { api } from '../../shared/api';
import { useApiRecord, useWrite } from '../../shared/query';

import { CHAPTERS_KEY, TRAILS_KEY } from '../../shared/content';

export { CHAPTERS_KEY, TRAILS_KEY, useChapters, useTrails } from '../../shared/content';

/** GET /trl_livro/{id}. */
export function useTrail(id: number | null) {
  return useApiRecord<Trail>(TRAILS_KEY, '/trl_livro', id);
}

/** GET /trl_capitulo/{id}. */
export function useChapter(id: number | null) {
  return useApiRecord<Chapter>(CHAPTERS_KEY, '/trl_capitulo', id);
}

/** A write of the trails or the chapters: the queries under `stale` are read again once it ends. */
const writeOf =
  (stale: QueryKey) =>
  <Vars, Answer>(write: (vars: Vars, idempotencyKey: string) => Promise<Answer>) =>
    function useTrailsWrite() {
      return useWrite({ write, invalidates: [stale] });
    };

/** POST /trl_livro, or PUT /trl_livro/{id} with an id: a trail's title. */
export const useSaveTrail = writeOf(TRAILS_KEY)(
  ({ id, dscTitulo }: { id: number | null; dscTitulo: string }, idempotencyKey) =>
    id === null
      ? api('/trl_livro', { method: 'POST', body: { dscTitulo }, idempotencyKey })
      : api(`/trl_livro/${id}`, { method: 'PUT', body: { codTrlLivro: id, dscTitulo }, idempotencyKey }),
);

/** POST /trl_livro/copiar/{id}: a copy of trail {id}, with all it holds, becomes one of the caller's. */
export const useCopyTrail = writeOf(TRAILS_KEY)((id: number, idempotencyKey) =>
  api<TrailCopyAnswer>(`/trl_livro/copiar/${id}`, { method: 'POST', idempotencyKey }),
);

export const useDeleteTrail = writeOf(TRAILS_KEY)((id: number, idempotencyKey) =>
  api(`/trl_livro/${id}`, { method: 'DELETE', idempotencyKey }),
);

/** POST /trl_capitulo: 1, or 0 (falsy) when the trail has the most chapters allowed. */
export const useCreateChapter = writeOf(CHAPTERS_KEY)(
  (body: { codTrlLivro: number; dscTitulo: string }, idempotencyKey) =>
    api<ChapterCreateAnswer>('/trl_capitulo', { method: 'POST', body, idempotencyKey }),
);

export const useUpdateChapter = writeOf(CHAPTERS_KEY)(
  ({ id, dscTitulo }: { id: number; dscTitulo: string }, idempotencyKey) =>
    api(`/trl_capitulo/${id}`, { method: 'PUT', body: { codTrlCapitulo: id, dscTitulo }, idempotencyKey }),
);

export const useDeleteChapter = writeOf(CHAPTERS_KEY)((id: number, idempotencyKey) =>
  api(`/trl_capitulo/${id}`, { method: 'DELETE', idempotencyKey }),
);

/** inverterCapitulos: the two chapters exchange sequence numbers. */
export const useSwapChapters = writeOf(CHAPTERS_KEY)(
  ([capitulo1, capitulo2]: [number, number], idempotencyKey) =>
    api('/trl_capitulo/inverterCapitulos/x', {
      method: 'PUT',
      body: { capitulo1, capitulo2 },
      idempotencyKey,
    }),
);
