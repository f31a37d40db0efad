import type { Activity, ActivityInput, Question, QuestionInput } from '@school/modules/assessment/contracts';
import { useApiDelete, useApiGet, useApiRecord, useApiSave } from '../../shared/query';

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
  return useApiGet<Activity[]>(
    [...ACTIVITIES_KEY, filter.codTrlLivro, filter.chapters.join(',')],
    `/bse_atividade${search ? `?${search}` : ''}`,
  );
}

/** GET /bse_atividade/{id}. */
export function useActivity(id: number | null) {
  return useApiRecord<Activity>([...ACTIVITIES_KEY, 'one'], '/bse_atividade', id);
}

/** Creates an activity (`id` null) or changes one. */
export function useSaveActivity() {
  return useApiSave<ActivityInput>('/bse_atividade', 'codBseAtividade', [ACTIVITIES_KEY]);
}

export function useDeleteActivity() {
  return useApiDelete('/bse_atividade', [ACTIVITIES_KEY]);
}

/** GET /bse_questao?codBseAtividade={id}: an activity's questions in order. */
export function useQuestions(activityId: number | null) {
  return useApiGet<Question[]>(
    [...QUESTIONS_KEY, 'activity', activityId],
    `/bse_questao?codBseAtividade=${activityId}`,
    activityId !== null,
  );
}

/** GET /bse_questao/{id}. */
export function useQuestion(id: number | null) {
  return useApiRecord<Question>(QUESTIONS_KEY, '/bse_questao', id);
}

/** The question form's body: the options as texts (the server numbers them). */
export type QuestionBody = Omit<QuestionInput, 'multiplaEscolha'> & { multiplaEscolha: string[] };

/** Creates a question (`id` null) or changes one. */
export function useSaveQuestion() {
  return useApiSave<QuestionBody>('/bse_questao', 'codBseQuestao', [QUESTIONS_KEY]);
}

export function useDeleteQuestion() {
  return useApiDelete('/bse_questao', [QUESTIONS_KEY]);
}
