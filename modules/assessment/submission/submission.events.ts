import { eventGuard, type DomainEvent } from '@school/modules/kernel';

/** One answer as stored: its own id (`codBseQuestaoResposta`), the question, the text (or chosen option's text). */
export interface SubmittedAnswer {
  codBseQuestaoResposta: number;
  codBseQuestao: number;
  resResposta: string;
}

/**
 * A student's answers to one class activity (`submission-<codBseAtividade>-<codBseTurma>-<codBseUsuario>`):
 * one event holding every answer, accepted once (decision 0030).
 */
export type SubmissionEvent = DomainEvent<
  'AnswersSubmitted',
  {
    codBseAtividade: number;
    codBseTurma: number;
    codBseUsuario: number;
    codBseAtividadeTurma: number;
    respostas: SubmittedAnswer[];
  }
>;

export type SubmissionEventType = SubmissionEvent['type'];

export const isSubmissionEvent = eventGuard<SubmissionEvent>({ AnswersSubmitted: true });

export const submissionStream = (
  codBseAtividade: number,
  codBseTurma: number,
  codBseUsuario: number,
): string => `submission-${codBseAtividade}-${codBseTurma}-${codBseUsuario}`;
