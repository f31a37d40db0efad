import { useQuery } from '@tanstack/react-query';
import type { GameAttemptInput, PlayerTrail, RateChapterInput } from '@school/modules/teaching/contracts';
import { api } from '../../shared/api';

/** GET /plataforma/turma/{classId}: the class's active trail, where the learner left off, what it saw. */
export function usePlayerTrail(classId: number | null) {
  return useQuery({
    queryKey: ['plataforma', classId],
    queryFn: ({ signal }) => api<PlayerTrail>(`/plataforma/turma/${classId}`, { signal }),
    enabled: classId !== null,
    staleTime: Infinity,
  });
}

/** POST /plataforma/visto: the learner saw a content (its place is where it resumes). */
export function markViewed(codBseTurma: number, codTrlConteudo: number, idempotencyKey: string) {
  return api('/plataforma/visto', { method: 'POST', body: { codBseTurma, codTrlConteudo }, idempotencyKey });
}

/** POST /plataforma/tentativa: one round of a game. */
export function recordAttempt(attempt: GameAttemptInput, idempotencyKey: string) {
  return api('/plataforma/tentativa', { method: 'POST', body: attempt, idempotencyKey });
}

/** POST /plataforma/avaliacao: a completed chapter's rating. */
export function rateChapter(rating: RateChapterInput, idempotencyKey: string) {
  return api('/plataforma/avaliacao', { method: 'POST', body: rating, idempotencyKey });
}
