import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/** One answer as stored: its own id (`codBseQuestaoResposta`), the question, the text (or chosen option's text). */
export interface SubmittedAnswer {
  codBseQuestaoResposta: number;
  codBseQuestao: number;
  resResposta: string;
}

/**
 * A student's answers to an activity (`submission-<codBseAtividade>-<codBseUsuario>`): one event
 * holding every answer and the class it was given in, accepted once whatever class the student is
 * in (decisions 0030, 0033). Answers given before decision 0033 stand in
 * `submission-<codBseAtividade>-<codBseTurma>-<codBseUsuario>` streams, read as they are.
 */
export type SubmissionEvent =
  | DomainEvent<
      'AnswersSubmitted',
      {
        codBseAtividade: number;
        codBseTurma: number;
        codBseUsuario: number;
        codBseAtividadeTurma: number;
        respostas: SubmittedAnswer[];
      }
    >
  /**
   * Answers a device queued that arrived after the activity closed (`late`) or after the student
   * had answered it (`duplicate`, from another device or class): kept for the teacher, never
   * graded, never the submission (decision 0076).
   */
  | DomainEvent<
      'SubmissionSetAside',
      {
        codBseAtividade: number;
        codBseTurma: number;
        codBseUsuario: number;
        reason: SetAsideReason;
        respostas: { codBseQuestao: number; resResposta: string }[];
        /** When they were given on the device (ISO). */
        feitoEm: string;
      }
    >;

/** Why answers were set aside instead of submitted. */
export type SetAsideReason = 'late' | 'duplicate';

export const isSubmissionEvent = eventGuard<SubmissionEvent>({
  AnswersSubmitted: true,
  SubmissionSetAside: true,
});

/** The stream of a student's answer to an activity, in whichever class it answers (decision 0033). */
export const submissionStream = (codBseAtividade: number, codBseUsuario: number): string =>
  `submission-${codBseAtividade}-${codBseUsuario}`;

/** The stream answers were kept in before decision 0033, one per class: read, never appended to. */
export const legacySubmissionStream = (
  codBseAtividade: number,
  codBseTurma: number,
  codBseUsuario: number,
): string => `submission-${codBseAtividade}-${codBseTurma}-${codBseUsuario}`;

/** What an answer holds (decision 0061): the answers, open ones included, are the student's record. */
export const submissionPrivacy = privacyRegister<SubmissionEvent>({
  AnswersSubmitted: {
    fields: {
      codBseAtividade: 'technical',
      codBseTurma: 'technical',
      codBseUsuario: 'technical',
      codBseAtividadeTurma: 'technical',
      respostas: 'record',
    },
  },
  // The answers kept aside are the student's record as a submission's are.
  SubmissionSetAside: {
    fields: {
      codBseAtividade: 'technical',
      codBseTurma: 'technical',
      codBseUsuario: 'technical',
      reason: 'record',
      respostas: 'record',
      feitoEm: 'record',
    },
  },
});
