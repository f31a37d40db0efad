import { useQuery } from '@tanstack/react-query';
import type { Activity, ActivityInput, Question, QuestionInput } from '@school/modules/assessment/contracts';
import { api } from '../../shared/api';

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

export function saveActivity(
  id: number | null,
  body: ActivityInput,
  idempotencyKey: string,
): Promise<unknown> {
  return id === null
    ? api('/bse_atividade', { method: 'POST', body, idempotencyKey })
    : api(`/bse_atividade/${id}`, { method: 'PUT', body: { codBseAtividade: id, ...body }, idempotencyKey });
}

export function deleteActivity(id: number, idempotencyKey: string): Promise<unknown> {
  return api(`/bse_atividade/${id}`, { method: 'DELETE', idempotencyKey });
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

export function saveQuestion(
  id: number | null,
  body: QuestionBody,
  idempotencyKey: string,
): Promise<unknown> {
  return id === null
    ? api('/bse_questao', { method: 'POST', body, idempotencyKey })
    : api(`/bse_questao/${id}`, { method: 'PUT', body: { codBseQuestao: id, ...body }, idempotencyKey });
}

export function deleteQuestion(id: number, idempotencyKey: string): Promise<unknown> {
  return api(`/bse_questao/${id}`, { method: 'DELETE', idempotencyKey });
}
