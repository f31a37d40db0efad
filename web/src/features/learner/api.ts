import { useQuery } from '@tanstack/react-query';
import type {
  CheckPickInput,
  GameAttemptInput,
  GameRoundStart,
  PickVerdict,
  PlayerTrail,
  RateChapterInput,
  RoundResult,
  StartRoundInput,
} from '@school/modules/teaching/contracts';
import { api } from '../../shared/api';
import { type Pending, queuedFireAndForget, queuedWrite } from '../../shared/offline';
import { useWrite } from '../../shared/query';

/** GET /plataforma/turma/{classId}: the class's active trail, where the learner left off, what it saw. */
export function usePlayerTrail(classId: number | null) {
  return useQuery({
    queryKey: ['plataforma', classId],
    queryFn: ({ signal }) => api<PlayerTrail>(`/plataforma/turma/${classId}`, { signal }),
    enabled: classId !== null,
    staleTime: Infinity,
  });
}

/**
 * POST /plataforma/visto: the learner saw a content (its place is where it resumes); a student's
 * goes into the device's queue (decision 0079) and is sent when it can be, a failure shown.
 */
export function useMarkViewed() {
  return useWrite({
    write: (seen: { codBseTurma: number; codTrlConteudo: number }, idempotencyKey) =>
      queuedFireAndForget('visto', '/plataforma/visto', seen, idempotencyKey),
    queued: true,
  });
}

/** POST /plataforma/jogada: the server's verdict on one pick of a game (decision 0034). */
export function checkPick(pick: CheckPickInput) {
  return api<PickVerdict>('/plataforma/jogada', { method: 'POST', body: pick });
}

/** POST /plataforma/rodada: a new round of a game and the board the server drew for it (decision 0057). */
export function startRound(round: StartRoundInput) {
  return api<GameRoundStart>('/plataforma/rodada', { method: 'POST', body: round });
}

/**
 * POST /plataforma/tentativa: one round of a game, its answers; the server scores it. A student's
 * goes through the device's queue (decision 0079): online it answers the server's result, offline
 * `PENDING` (scored when the connection returns). A refusal is shown and `mutateAsync` rejects:
 * the game then waits (its round stays unanswered).
 */
export function useRecordAttempt() {
  return useWrite({
    write: (attempt: GameAttemptInput, idempotencyKey): Promise<RoundResult | Pending> =>
      queuedWrite<RoundResult>('tentativa', '/plataforma/tentativa', attempt, idempotencyKey),
    queued: true,
  });
}

/** POST /plataforma/avaliacao: a completed chapter's rating; a student's through the device's queue. */
export function useRateChapter() {
  return useWrite({
    write: (rating: RateChapterInput, idempotencyKey) =>
      queuedWrite('avaliacao', '/plataforma/avaliacao', rating, idempotencyKey),
    queued: true,
  });
}
