import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import {
  isSubmissionEvent,
  type SetAsideReason,
  type SubmissionEvent,
  type SubmittedAnswer,
} from './submission.events.js';

/** A question as the submission is checked against it (the activities read model's fact). */
export interface QuestionToAnswer {
  codBseQuestao: number;
  /** The options' texts of a multiple-choice question; null for a discursive one. */
  options: readonly string[] | null;
}

/** The facts of an answer's class activity and earlier answer, as SubmitAnswers and SetAsideAnswers read them. */
interface AnswerFacts {
  codBseAtividade: number;
  codBseTurma: number;
  codBseUsuario: number;
  classActivity: { codBseAtividadeTurma: number; active: boolean } | null;
  answeredBefore: number | null;
}

/**
 * Answers a device queued that SubmitAnswers refused because the activity closed or was answered
 * meanwhile: kept aside (decision 0076). Any other refusal stays a refusal.
 */
export interface SetAsideAnswers extends AnswerFacts {
  type: 'SetAsideAnswers';
  respostas: { codBseQuestao: number; resResposta: string }[];
  feitoEm: string;
}

export type SubmissionCommand = SetAsideAnswers | SubmitAnswers;

interface SubmitAnswers {
  type: 'SubmitAnswers';
  codBseAtividade: number;
  codBseTurma: number;
  codBseUsuario: number;
  /** The class activity, null when the activity is not (or no longer) in the class. */
  classActivity: { codBseAtividadeTurma: number; active: boolean } | null;
  /**
   * The class of an answer the student gave to this activity before answers were keyed by activity
   * and student (a `submission-<activity>-<class>-<student>` stream, decision 0033), from the read
   * model; null when it gave none there. Those streams are never appended to again, so this fact
   * cannot go stale between the read and the append.
   */
  answeredBefore: number | null;
  questions: readonly QuestionToAnswer[];
  respostas: SubmittedAnswer[];
}

/** Why answers that cannot be submitted may be set aside; null: they may not (refused as SubmitAnswers would). */
function setAsideReason(command: AnswerFacts, state: SubmissionState): SetAsideReason | null {
  if ((state.answeredIn ?? command.answeredBefore) !== null) return 'duplicate';
  if (command.classActivity && !command.classActivity.active) return 'late';
  return null;
}

export interface SubmissionState {
  /** The class the answer was given in; null while the student has not answered. */
  answeredIn: number | null;
}

export const submissionDecider: Decider<SubmissionCommand, SubmissionState, SubmissionEvent> = {
  isEvent: isSubmissionEvent,
  initialState: () => ({ answeredIn: null }),

  evolve: (_state, event) => {
    switch (event.type) {
      case 'AnswersSubmitted':
        return { answeredIn: event.data.codBseTurma };
      case 'SubmissionSetAside':
        return _state;
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    if (command.type === 'SetAsideAnswers') {
      const reason = setAsideReason(command, state);
      // Open and unanswered (or not in the class): nothing to keep aside, the answers are submitted or refused.
      if (!reason) throw new DomainError(command.classActivity ? 'answer.notSetAside' : 'generic.notFound');
      const { codBseAtividade, codBseTurma, codBseUsuario, respostas, feitoEm } = command;
      return [
        {
          type: 'SubmissionSetAside',
          data: { codBseAtividade, codBseTurma, codBseUsuario, reason, respostas, feitoEm },
        },
      ];
    }
    // One answer per student per activity, whatever class it is in now (decision 0033).
    const answeredIn = state.answeredIn ?? command.answeredBefore;
    if (answeredIn !== null)
      throw new DomainError(
        answeredIn === command.codBseTurma ? 'answer.alreadySubmitted' : 'answer.submittedInAnotherClass',
      );
    const link = command.classActivity;
    if (!link) throw new DomainError('generic.notFound');
    if (!link.active) throw new DomainError('answer.inactive');
    const byQuestion = new Map(command.respostas.map((r) => [r.codBseQuestao, r]));
    // Every question answered, none twice, nothing but its questions.
    if (
      command.questions.length === 0 ||
      byQuestion.size !== command.respostas.length ||
      command.respostas.length !== command.questions.length ||
      command.questions.some((q) => !byQuestion.get(q.codBseQuestao)?.resResposta.trim())
    )
      throw new DomainError('answer.fillAll');
    for (const q of command.questions)
      if (q.options && !q.options.includes(byQuestion.get(q.codBseQuestao)!.resResposta))
        throw new DomainError('answer.invalidOption');
    const respostas = command.questions.map((q) => byQuestion.get(q.codBseQuestao)!);
    return [
      {
        type: 'AnswersSubmitted',
        data: {
          codBseAtividade: command.codBseAtividade,
          codBseTurma: command.codBseTurma,
          codBseUsuario: command.codBseUsuario,
          codBseAtividadeTurma: link.codBseAtividadeTurma,
          respostas,
        },
      },
    ];
  },
};
