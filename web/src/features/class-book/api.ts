import type { ClassBook, TrailToAdd } from '@school/modules/teaching/contracts';
import { api } from '../../shared/api';
import { useApiDelete, useApiGet, useWrite } from '../../shared/query';

/** The query key of a class's class books (and of the trails not yet added to it). */
export const CLASS_BOOKS_KEY = ['trl_livro_turma'] as const;

/** GET /trl_livro_turma/all/{classId}: the class's class books (loadAulas). */
export function useClassBooks(classId: number | null) {
  return useApiGet<ClassBook[]>(
    [...CLASS_BOOKS_KEY, 'all', classId],
    `/trl_livro_turma/all/${classId}`,
    classId !== null,
  );
}

/** GET /trl_livro/loadLivrosNaoAdicionadosDaTurma/{classId}: the trails the class has not yet. */
export function useTrailsToAdd(classId: number | null, enabled: boolean) {
  return useApiGet<TrailToAdd[]>(
    [...CLASS_BOOKS_KEY, 'toAdd', classId],
    `/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`,
    classId !== null && enabled,
  );
}

/** criarAula: the trail becomes one of the class's class books. */
export function useAddTrail() {
  return useWrite({
    write: ({ codBseTurma, codTrlLivro }: { codBseTurma: number; codTrlLivro: number }, idempotencyKey) =>
      api('/trl_livro_turma', { method: 'POST', body: { codBseTurma, codTrlLivro }, idempotencyKey }),
    invalidates: [CLASS_BOOKS_KEY],
  });
}

/** ativarAula: the class's one active class book. */
export function useActivateClassBook() {
  return useWrite({
    write: (id: number, idempotencyKey) =>
      api(`/trl_livro_turma/ativarLivroTurma/${id}`, { method: 'POST', idempotencyKey }),
    invalidates: [CLASS_BOOKS_KEY],
  });
}

/** arquivarAula. */
export function useArchiveClassBook() {
  return useApiDelete('/trl_livro_turma', [CLASS_BOOKS_KEY]);
}
