import { useQuery } from '@tanstack/react-query';
import type { ClassBook, TrailToAdd } from '@school/modules/teaching/contracts';
import { api } from '../../shared/api';

/** The query key of a class's lessons (and of the trails not yet added to it). */
export const CLASS_LESSONS_KEY = ['trl_livro_turma'] as const;

/** GET /trl_livro_turma/all/{classId}: the class's lessons (loadAulas). */
export function useClassLessons(classId: number | null) {
  return useQuery({
    queryKey: [...CLASS_LESSONS_KEY, 'all', classId],
    queryFn: ({ signal }) => api<ClassBook[]>(`/trl_livro_turma/all/${classId}`, { signal }),
    enabled: classId !== null,
  });
}

/** GET /trl_livro/loadLivrosNaoAdicionadosDaTurma/{classId}: the trails the class has not yet. */
export function useTrailsToAdd(classId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...CLASS_LESSONS_KEY, 'toAdd', classId],
    queryFn: ({ signal }) =>
      api<TrailToAdd[]>(`/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`, { signal }),
    enabled: classId !== null && enabled,
  });
}

/** criarAula. */
export function addTrail(codBseTurma: number, codTrlLivro: number, idempotencyKey: string) {
  return api('/trl_livro_turma', { method: 'POST', body: { codBseTurma, codTrlLivro }, idempotencyKey });
}

/** ativarAula. */
export function activateLesson(id: number, idempotencyKey: string) {
  return api(`/trl_livro_turma/ativarLivroTurma/${id}`, { method: 'POST', idempotencyKey });
}

/** arquivarAula. */
export function archiveLesson(id: number, idempotencyKey: string) {
  return api(`/trl_livro_turma/${id}`, { method: 'DELETE', idempotencyKey });
}
