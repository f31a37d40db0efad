import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type SubmissionCommand, submissionDecider } from './submission.decider.js';
import type { SubmissionEvent } from './submission.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(submissionDecider, context);

const answers = [
  { codBseQuestaoResposta: 100, codBseQuestao: 1, resResposta: 'Quatro' },
  { codBseQuestaoResposta: 101, codBseQuestao: 2, resResposta: 'Pelas veias.' },
];
const submit = (change: Partial<SubmissionCommand> = {}): SubmissionCommand => ({
  type: 'SubmitAnswers',
  codBseAtividade: 5,
  codBseTurma: 7,
  codBseUsuario: 9,
  classActivity: { codBseAtividadeTurma: 3, active: true },
  answeredBefore: null,
  questions: [
    { codBseQuestao: 1, options: ['Duas', 'Quatro'] },
    { codBseQuestao: 2, options: null },
  ],
  respostas: answers,
  ...change,
});
const submitted: SubmissionEvent = {
  type: 'AnswersSubmitted',
  data: { codBseAtividade: 5, codBseTurma: 7, codBseUsuario: 9, codBseAtividadeTurma: 3, respostas: answers },
};

describe('submission decider', () => {
  it('accepts every answer of an open activity once, in one event', () => {
    spec.given([]).when(submit()).then([submitted]);
    spec
      .given([])
      .when(submit({ respostas: [answers[1]!, answers[0]!] }))
      .then([submitted]);
    spec.given([submitted]).when(submit()).thenFails('answer.alreadySubmitted');
  });

  it('accepts one answer per student per activity, whatever class it is in now (decision 0033)', () => {
    // Moved to class 8, the student answers again: refused, saying it answered in another class.
    spec
      .given([submitted])
      .when(submit({ codBseTurma: 8, classActivity: { codBseAtividadeTurma: 4, active: true } }))
      .thenFails('answer.submittedInAnotherClass');
    // An answer given before the re-keying (its class's stream, read from the read model) counts too.
    spec
      .given([])
      .when(submit({ answeredBefore: 7 }))
      .thenFails('answer.alreadySubmitted');
    spec
      .given([])
      .when(submit({ codBseTurma: 8, answeredBefore: 7 }))
      .thenFails('answer.submittedInAnotherClass');
    // The refusal comes before the class activity's own checks: a closed one in the new class says so too.
    spec
      .given([submitted])
      .when(submit({ codBseTurma: 8, classActivity: { codBseAtividadeTurma: 4, active: false } }))
      .thenFails('answer.submittedInAnotherClass');
  });

  it('refuses a closed or missing class activity, a missing or blank answer and an unknown option', () => {
    spec
      .given([])
      .when(submit({ classActivity: { codBseAtividadeTurma: 3, active: false } }))
      .thenFails('answer.inactive');
    spec
      .given([])
      .when(submit({ classActivity: null }))
      .thenFails('generic.notFound');
    spec
      .given([])
      .when(submit({ respostas: [answers[0]!] }))
      .thenFails('answer.fillAll');
    spec
      .given([])
      .when(submit({ respostas: [answers[0]!, { ...answers[1]!, resResposta: ' ' }] }))
      .thenFails('answer.fillAll');
    spec
      .given([])
      .when(submit({ respostas: [{ ...answers[0]!, resResposta: 'Cinco' }, answers[1]!] }))
      .thenFails('answer.invalidOption');
  });
});
