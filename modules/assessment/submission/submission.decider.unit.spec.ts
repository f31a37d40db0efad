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
type SubmitAnswers = Extract<SubmissionCommand, { type: 'SubmitAnswers' }>;
const submit = (change: Partial<SubmitAnswers> = {}): SubmissionCommand => ({
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

// Answers a device queued that arrive too late to count are kept, not lost (decision 0076).
describe('answers set aside', () => {
  const given = [{ codBseQuestao: 2, resResposta: 'O coração bombeia.' }];
  const setAside = (
    change: Partial<Extract<SubmissionCommand, { type: 'SetAsideAnswers' }>> = {},
  ): SubmissionCommand => ({
    type: 'SetAsideAnswers',
    codBseAtividade: 5,
    codBseTurma: 7,
    codBseUsuario: 9,
    classActivity: { codBseAtividadeTurma: 3, active: true },
    answeredBefore: null,
    respostas: given,
    feitoEm: '2026-11-24T09:00:00.000Z',
    ...change,
  });
  const kept = (reason: 'late' | 'duplicate', codBseTurma = 7): SubmissionEvent => ({
    type: 'SubmissionSetAside',
    data: {
      codBseAtividade: 5,
      codBseTurma,
      codBseUsuario: 9,
      reason,
      respostas: given,
      feitoEm: '2026-11-24T09:00:00.000Z',
    },
  });

  it('keeps answers to an activity already answered as a duplicate, in any class, and again', () => {
    spec
      .given([submitted])
      .when(setAside())
      .then([kept('duplicate')]);
    spec
      .given([submitted])
      .when(setAside({ codBseTurma: 8, classActivity: { codBseAtividadeTurma: 4, active: true } }))
      .then([kept('duplicate', 8)]);
    spec
      .given([])
      .when(setAside({ answeredBefore: 8 }))
      .then([kept('duplicate')]);
    spec
      .given([submitted, kept('duplicate')])
      .when(setAside())
      .then([kept('duplicate')]);
  });

  it('keeps answers to a closed activity as late', () => {
    spec
      .given([])
      .when(setAside({ classActivity: { codBseAtividadeTurma: 3, active: false } }))
      .then([kept('late')]);
  });

  it('keeps nothing aside while the activity is open and unanswered, or not in the class', () => {
    spec.given([]).when(setAside()).thenFails('answer.notSetAside');
    spec
      .given([])
      .when(setAside({ classActivity: null }))
      .thenFails('generic.notFound');
  });

  it('leaves the one answer that counts as it was: a later submit is still refused', () => {
    spec
      .given([kept('late')])
      .when(submit())
      .then([submitted]);
    spec
      .given([submitted, kept('duplicate')])
      .when(submit())
      .thenFails('answer.alreadySubmitted');
  });
});
