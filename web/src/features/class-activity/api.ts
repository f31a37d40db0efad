import type {
  Activity,
  ClassActivity,
  GradeHistoryEntry,
  OpenActivity,
  Question,
  ResponseRow,
  StudentAnswers,
} from '@school/modules/assessment/contracts';
import { api } from '../../shared/api';
import { queuedWrite, useQueueStatus } from '../../shared/offline';
import { useApiDelete, useApiGet, useWrite } from '../../shared/query';

/** Every query of a class's activities, answers and grades starts with this key. */
export const CLASS_ACTIVITIES_KEY = ['bse_atividade_turma'] as const;

/** GET /bse_atividade_turma/all/{classId}: the class's activities with indAtivo. */
export function useClassActivities(classId: number | null) {
  return useApiGet<ClassActivity[]>(
    [...CLASS_ACTIVITIES_KEY, 'all', classId],
    `/bse_atividade_turma/all/${classId}`,
    classId !== null,
  );
}

/** GET /bse_atividade_turma/{classId}/atividades-ativas: the open ones, with the caller's "answered". */
export function useOpenActivities(classId: number | null) {
  return useApiGet<OpenActivity[]>(
    [...CLASS_ACTIVITIES_KEY, 'open', classId],
    `/bse_atividade_turma/${classId}/atividades-ativas`,
    classId !== null,
  );
}

/** GET /bse_atividade: the catalogue the add dialog picks from. */
export function useCatalogue(enabled: boolean) {
  return useApiGet<Activity[]>([...CLASS_ACTIVITIES_KEY, 'catalogue'], '/bse_atividade', enabled);
}

/** Adds catalogue activities to the class, several at once. */
export function useAddActivities() {
  return useWrite({
    write: ({ codBseTurma, atividades }: { codBseTurma: number; atividades: number[] }, idempotencyKey) =>
      api('/bse_atividade_turma', { method: 'POST', body: { codBseTurma, atividades }, idempotencyKey }),
    invalidates: [CLASS_ACTIVITIES_KEY],
  });
}

/** Opens a class's activity to answers, or closes it. */
export function useSetActivityActive() {
  return useWrite({
    write: ({ id, active }: { id: number; active: boolean }, idempotencyKey) =>
      api(`/bse_atividade_turma/${id}`, {
        method: 'PUT',
        body: { indAtivo: active ? 'S' : 'N' },
        idempotencyKey,
      }),
    invalidates: [CLASS_ACTIVITIES_KEY],
  });
}

export function useRemoveClassActivity() {
  return useApiDelete('/bse_atividade_turma', [CLASS_ACTIVITIES_KEY]);
}

/** GET /bse_questao?codBseAtividade={id}: the questions (a student's without the expected answers). */
export function useActivityQuestions(activityId: number) {
  return useApiGet<Question[]>(
    [...CLASS_ACTIVITIES_KEY, 'questions', activityId],
    `/bse_questao?codBseAtividade=${activityId}`,
  );
}

export type AnswerBody = {
  codBseAtividade: number;
  codBseTurma: number;
  codBseQuestao: number;
  resResposta: string;
};

/**
 * submit-answers: every answer at once, through the device's queue (decision 0079): online the
 * server's answer, offline `PENDING` ("Enviada — aguardando conexão" until it arrives).
 */
export function useSubmitAnswers() {
  return useWrite({
    write: (answers: AnswerBody[], idempotencyKey) =>
      queuedWrite('resposta', '/bse_questao_resposta', answers, idempotencyKey),
    invalidates: [CLASS_ACTIVITIES_KEY],
    retryKeepsKey: true,
    queued: true,
  });
}

/** GET /bse_questao_resposta/{activityId}?codTurma=: each student's row. */
export function useResponses(activityId: number, classId: number | null) {
  return useApiGet<ResponseRow[]>(
    [...CLASS_ACTIVITIES_KEY, 'responses', activityId, classId],
    `/bse_questao_resposta/${activityId}?codTurma=${classId}`,
    classId !== null,
  );
}

/** One student's answers with the grades and the sheet's version. */
export function useStudentAnswers(activityId: number, classId: number | null, studentId: number) {
  return useApiGet<StudentAnswers>(
    [...CLASS_ACTIVITIES_KEY, 'answers', activityId, classId, studentId],
    `/bse_questao_resposta/respostas/${activityId}?codTurma=${classId}&codUsuario=${studentId}`,
    classId !== null,
  );
}

/** GET /bse_nota/historico: every assignment and change, newest first. */
export function useGradeHistory(activityId: number, studentId: number, enabled: boolean) {
  return useApiGet<GradeHistoryEntry[]>(
    [...CLASS_ACTIVITIES_KEY, 'history', activityId, studentId],
    `/bse_nota/historico?codBseAtividade=${activityId}&codBseUsuario=${studentId}`,
    enabled,
  );
}

/** assign-grade: the whole sheet at once (the page shows a refusal beside the sheet). */
/** The teacher's comment for the student, and whether it sees the expected answers once graded. */
export interface CommentBody {
  comentario: string | null;
  mostrarResposta: boolean;
}

export function useAssignGrades() {
  return useWrite({
    write: (
      {
        notas,
        ...comment
      }: {
        notas: { codBseAtividade: number; codBseQuestao: number; codBseUsuario: number; valor: number }[];
      } & CommentBody,
      idempotencyKey,
    ) => api('/bse_nota', { method: 'POST', body: { notas, ...comment }, idempotencyKey }),
    invalidates: [CLASS_ACTIVITIES_KEY],
    notifyErrors: false,
  });
}

/** change-grade: the new values of the sheet's grades, with the reason and the version seen. */
export function useChangeGrades() {
  return useWrite({
    write: (
      {
        ids,
        ...body
      }: { ids: number[]; valores: number[]; motivo: string | null; versao: number } & CommentBody,
      idempotencyKey,
    ) => api(`/bse_nota/updateMany/${ids.join(',')}`, { method: 'PUT', body, idempotencyKey }),
    invalidates: [CLASS_ACTIVITIES_KEY],
    notifyErrors: false,
  });
}

/**
 * POST /inicio/notasVistas: the student opened its activities; the home page's "Notas novas"
 * start after now (decision 0066). In the background: a failure tells the student nothing.
 */
export function useMarkGradesSeen() {
  return useWrite({
    write: (_: void, idempotencyKey) => api('/inicio/notasVistas', { method: 'POST', idempotencyKey }),
    // The home page's query (features/home: HOME_KEY).
    invalidates: [['inicio']],
    notifyErrors: false,
  });
}

/** The signed-in student's answers waiting in the device's queue, by activity. */
export function useQueuedAnswers(): ReadonlyMap<number, AnswerBody[]> {
  const { waiting } = useQueueStatus();
  const byActivity = new Map<number, AnswerBody[]>();
  for (const item of waiting) {
    const answers = item.dados as AnswerBody[];
    if (item.tipo === 'resposta' && answers[0]) byActivity.set(answers[0].codBseAtividade, answers);
  }
  return byActivity;
}
