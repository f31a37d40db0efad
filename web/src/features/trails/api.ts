import { useQuery } from '@tanstack/react-query';
import type { Chapter, ChapterCreateAnswer, Trail } from '@school/modules/content/contracts';
import { api } from '../../shared/api';
import { useWrite } from '../../shared/query';

/** Every trails query starts with this key; chapters with CHAPTERS_KEY. */
export const TRAILS_KEY = ['trl_livro'] as const;
export const CHAPTERS_KEY = ['trl_capitulo'] as const;

/** GET /trl_livro: the catalogue, in its order. */
export function useTrails() {
  return useQuery({ queryKey: TRAILS_KEY, queryFn: ({ signal }) => api<Trail[]>('/trl_livro', { signal }) });
}

/** GET /trl_livro/{id}. */
export function useTrail(id: number | null) {
  return useQuery({
    queryKey: [...TRAILS_KEY, id],
    queryFn: ({ signal }) => api<Trail>(`/trl_livro/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** GET /trl_capitulo/pegarCapitulosDoLivro/{id}: a trail's chapters by sequence number. */
export function useChapters(trailId: number | null) {
  return useQuery({
    queryKey: [...CHAPTERS_KEY, 'trail', trailId],
    queryFn: ({ signal }) => api<Chapter[]>(`/trl_capitulo/pegarCapitulosDoLivro/${trailId}`, { signal }),
    enabled: trailId !== null,
  });
}

/** GET /trl_capitulo/{id}. */
export function useChapter(id: number | null) {
  return useQuery({
    queryKey: [...CHAPTERS_KEY, id],
    queryFn: ({ signal }) => api<Chapter>(`/trl_capitulo/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST /trl_livro, or PUT /trl_livro/{id} with an id: a trail's title. */
export function useSaveTrail() {
  return useWrite({
    write: ({ id, dscTitulo }: { id: number | null; dscTitulo: string }, idempotencyKey) =>
      id === null
        ? api('/trl_livro', { method: 'POST', body: { dscTitulo }, idempotencyKey })
        : api(`/trl_livro/${id}`, { method: 'PUT', body: { codTrlLivro: id, dscTitulo }, idempotencyKey }),
    invalidates: [TRAILS_KEY],
  });
}

export function useDeleteTrail() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/trl_livro/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [TRAILS_KEY],
  });
}

/** POST /trl_capitulo: 1, or 0 (falsy) when the trail has the most chapters allowed. */
export function useCreateChapter() {
  return useWrite({
    write: (body: { codTrlLivro: number; dscTitulo: string }, idempotencyKey) =>
      api<ChapterCreateAnswer>('/trl_capitulo', { method: 'POST', body, idempotencyKey }),
    invalidates: [CHAPTERS_KEY],
  });
}

export function useUpdateChapter() {
  return useWrite({
    write: ({ id, dscTitulo }: { id: number; dscTitulo: string }, idempotencyKey) =>
      api(`/trl_capitulo/${id}`, { method: 'PUT', body: { codTrlCapitulo: id, dscTitulo }, idempotencyKey }),
    invalidates: [CHAPTERS_KEY],
  });
}

export function useDeleteChapter() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/trl_capitulo/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [CHAPTERS_KEY],
  });
}

/** inverterCapitulos: the two chapters exchange sequence numbers. */
export function useSwapChapters() {
  return useWrite({
    write: ([capitulo1, capitulo2]: [number, number], idempotencyKey) =>
      api('/trl_capitulo/inverterCapitulos/x', {
        method: 'PUT',
        body: { capitulo1, capitulo2 },
        idempotencyKey,
      }),
    invalidates: [CHAPTERS_KEY],
  });
}
