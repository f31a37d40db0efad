import { useQuery } from '@tanstack/react-query';
import type { Activity, ActivityInput, Question, QuestionInput } from '@school/modules/assessment/contracts';
import { api } from '../../shared/api';
import { useWrite } from '../../shared/query';

/** Every activities query starts with this key; questions with QUESTIONS_KEY. */
export const ACTIVITIES_KEY = ['bse_atividade'] as const;
export const QUESTIONS_KEY = ['bse_questao'] as const;

/** GET /bse_atividade: newest first; of one trail (0: all) and covering any of `chapters`. */
export function useActivities(
  filter: { codTrlLivro: number; chapters: number[] } = { codTrlLivro: 0, chapters: [] },
) {
  const query = new URLSearchParams();
  if (filter.codTrlLivro) query.set('codTrlLivro', String(filter.codTrlLivro));
  if (filter.chapters.length) query.set('capitulos', filter.chapters.join(','));
  const search = query.toString();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, filter.codTrlLivro, filter.chapters.join(',')],
    queryFn: ({ signal }) => api<Activity[]>(`/bse_atividade${search ? `?${search}` : ''}`, { signal }),
  });
}

/** GET /bse_atividade/{id}. */
export function useActivity(id: number | null) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'one', id],
    queryFn: ({ signal }) => api<Activity>(`/bse_atividade/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** Creates an activity (`id` null) or changes one. */
export function useSaveActivity() {
  return useWrite({
    write: ({ id, body }: { id: number | null; body: ActivityInput }, idempotencyKey) =>
      id === null
        ? api('/bse_atividade', { method: 'POST', body, idempotencyKey })
        : api(`/bse_atividade/${id}`, {
            method: 'PUT',
            body: { codBseAtividade: id, ...body },
            idempotencyKey,
          }),
    invalidates: [ACTIVITIES_KEY],
  });
}

export function useDeleteActivity() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/bse_atividade/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [ACTIVITIES_KEY],
  });
}

/** GET /bse_questao?codBseAtividade={id}: an activity's questions in order. */
export function useQuestions(activityId: number | null) {
  return useQuery({
    queryKey: [...QUESTIONS_KEY, 'activity', activityId],
    queryFn: ({ signal }) => api<Question[]>(`/bse_questao?codBseAtividade=${activityId}`, { signal }),
    enabled: activityId !== null,
  });
}

/** GET /bse_questao/{id}. */
export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: [...QUESTIONS_KEY, id],
    queryFn: ({ signal }) => api<Question>(`/bse_questao/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The question form's body: the options as texts (the server numbers them). */
export type QuestionBody = Omit<QuestionInput, 'multiplaEscolha'> & { multiplaEscolha: string[] };

/** Creates a question (`id` null) or changes one. */
export function useSaveQuestion() {
  return useWrite({
    write: ({ id, body }: { id: number | null; body: QuestionBody }, idempotencyKey) =>
      id === null
        ? api('/bse_questao', { method: 'POST', body, idempotencyKey })
        : api(`/bse_questao/${id}`, { method: 'PUT', body: { codBseQuestao: id, ...body }, idempotencyKey }),
    invalidates: [QUESTIONS_KEY],
  });
}

export function useDeleteQuestion() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/bse_questao/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [QUESTIONS_KEY],
  });
}
