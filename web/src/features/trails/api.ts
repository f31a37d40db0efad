import { useQuery } from '@tanstack/react-query';
import type { Chapter, ChapterCreateAnswer, Trail } from '@school/modules/content/contracts';
import { api } from '../../shared/api';
import { CHAPTERS_KEY, TRAILS_KEY } from '../../shared/content';

export { CHAPTERS_KEY, TRAILS_KEY, useChapters, useTrails } from '../../shared/content';

/** GET /trl_livro/{id}. */
export function useTrail(id: number | null) {
  return useQuery({
    queryKey: [...TRAILS_KEY, id],
    queryFn: ({ signal }) => api<Trail>(`/trl_livro/${id}`, { signal }),
    enabled: id !== null,
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

export function saveTrail(id: number | null, dscTitulo: string, idempotencyKey: string): Promise<unknown> {
  return id === null
    ? api('/trl_livro', { method: 'POST', body: { dscTitulo }, idempotencyKey })
    : api(`/trl_livro/${id}`, { method: 'PUT', body: { codTrlLivro: id, dscTitulo }, idempotencyKey });
}

export function deleteTrail(id: number, idempotencyKey: string): Promise<unknown> {
  return api(`/trl_livro/${id}`, { method: 'DELETE', idempotencyKey });
}

/** POST /trl_capitulo: 1, or 0 (falsy) when the trail has the most chapters allowed. */
export function createChapter(codTrlLivro: number, dscTitulo: string, idempotencyKey: string) {
  return api<ChapterCreateAnswer>('/trl_capitulo', {
    method: 'POST',
    body: { dscTitulo, codTrlLivro },
    idempotencyKey,
  });
}

export function updateChapter(id: number, dscTitulo: string, idempotencyKey: string): Promise<unknown> {
  return api(`/trl_capitulo/${id}`, {
    method: 'PUT',
    body: { codTrlCapitulo: id, dscTitulo },
    idempotencyKey,
  });
}

export function deleteChapter(id: number, idempotencyKey: string): Promise<unknown> {
  return api(`/trl_capitulo/${id}`, { method: 'DELETE', idempotencyKey });
}

/** inverterCapitulos: the two chapters exchange sequence numbers. */
export function swapChapters(capitulo1: number, capitulo2: number, idempotencyKey: string): Promise<unknown> {
  return api('/trl_capitulo/inverterCapitulos/x', {
    method: 'PUT',
    body: { capitulo1, capitulo2 },
    idempotencyKey,
  });
}
