import { useQuery } from '@tanstack/react-query';
import type { Chapter, Trail } from '@school/modules/content/contracts';
import { api } from '../api';
import { useApiGet } from '../query';

/** Every trails query starts with this key; chapters with CHAPTERS_KEY. */
export const TRAILS_KEY = ['trl_livro'] as const;
export const CHAPTERS_KEY = ['trl_capitulo'] as const;

/** GET /trl_livro: the catalogue, in its order (the trails screen, and every filter by trail). */
export function useTrails() {
  return useQuery({ queryKey: TRAILS_KEY, queryFn: ({ signal }) => api<Trail[]>('/trl_livro', { signal }) });
}

/** GET /trl_capitulo/pegarCapitulosDoLivro/{id}: a trail's chapters by sequence number. */
export function useChapters(trailId: number | null) {
  return useApiGet<Chapter[]>(
    [...CHAPTERS_KEY, 'trail', trailId],
    `/trl_capitulo/pegarCapitulosDoLivro/${trailId}`,
    trailId !== null,
  );
}
