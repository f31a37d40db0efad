import { useQuery } from '@tanstack/react-query';
import type {
  CheckPickInput,
  GameAttemptInput,
  PickVerdict,
  PlayerTrail,
  RateChapterInput,
  RoundResult,
} from '@school/modules/teaching/contracts';
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

/** POST /plataforma/jogada: the server's verdict on one pick of a game (decision 0034). */
export function checkPick(pick: CheckPickInput) {
  return api<PickVerdict>('/plataforma/jogada', { method: 'POST', body: pick });
}

/** POST /plataforma/tentativa: one round of a game, its answers; the server scores it. */
export function recordAttempt(attempt: GameAttemptInput, idempotencyKey: string) {
  return api<RoundResult>('/plataforma/tentativa', { method: 'POST', body: attempt, idempotencyKey });
}

/** POST /plataforma/avaliacao: a completed chapter's rating. */
export function rateChapter(rating: RateChapterInput, idempotencyKey: string) {
  return api('/plataforma/avaliacao', { method: 'POST', body: rating, idempotencyKey });
}
