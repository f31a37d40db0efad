import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { isSubmissionEvent, type SubmissionEvent, type SubmittedAnswer } from './submission.events.js';

/** A question as the submission is checked against it (the activities read model's fact). */
export interface QuestionToAnswer {
  codBseQuestao: number;
  /** The options' texts of a multiple-choice question; null for a discursive one. */
  options: readonly string[] | null;
}

export type SubmissionCommand = {
  type: 'SubmitAnswers';
  codBseAtividade: number;
  codBseTurma: number;
  codBseUsuario: number;
  /** The class activity, null when the activity is not (or no longer) in the class. */
  classActivity: { codBseAtividadeTurma: number; active: boolean } | null;
  questions: readonly QuestionToAnswer[];
  respostas: SubmittedAnswer[];
};

export interface SubmissionState {
  submitted: boolean;
}

export const submissionDecider: Decider<SubmissionCommand, SubmissionState, SubmissionEvent> = {
  isEvent: isSubmissionEvent,
  initialState: () => ({ submitted: false }),

  evolve: (_state, event) => {
    switch (event.type) {
      case 'AnswersSubmitted':
        return { submitted: true };
      default:
        return assertNever(event.type);
    }
  },

  decide: (command, state) => {
    if (state.submitted) throw new DomainError('answer.alreadySubmitted');
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
