import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

/** The two kinds of question (tipoQuestao). */
export const QUESTION_TYPES = ['MULTIPLA_ESCOLHA', 'DISCURSIVA'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** What an activity says about itself (its trail and chapters are the content context's ids). */
export interface ActivityFields {
  nomAtividade: string;
  desDescricao: string;
  codTrlLivro: number;
  /** The chapters it covers, by id; a chapter deleted later simply drops out of its lists (decision 0030). */
  capitulos: number[];
}

/** A multiple-choice option; its id is its position in the question (1, 2...). */
export interface QuestionOption {
  codBseQuestaoMultiplaEscolha: number;
  descricao: string;
}

/** A question as stored: the statement is HTML already sanitised by the server's allow-list. */
export interface QuestionFields {
  codBseQuestao: number;
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: QuestionType;
  /** Empty for a discursive question. */
  multiplaEscolha: QuestionOption[];
  /** The expected answer: for multiple choice, the text of the correct option. */
  resRespostaEsperada: string;
}

/**
 * An activity and its questions (`activity-<codBseAtividade>`): the Master writes the network's
 * catalogue, a school's staff the school's (decision 0071); the stream decides that a question
 * belongs to a live activity.
 */
export type ActivityEvent =
  | DomainEvent<
      'ActivityCreated',
      ActivityFields & {
        codBseAtividade: number;
        codUsuarioCriacao: number;
        nomUsuarioCriacao: string;
        /** The school that owns it; null or absent (every event before decision 0071): the catalogue. */
        codBseEscola?: number | null;
      }
    >
  | DomainEvent<'ActivityChanged', ActivityFields & { codBseAtividade: number }>
  | DomainEvent<'ActivityDeleted', { codBseAtividade: number }>
  | DomainEvent<'QuestionAdded', QuestionFields & { codBseAtividade: number }>
  | DomainEvent<'QuestionChanged', QuestionFields & { codBseAtividade: number }>
  | DomainEvent<'QuestionRemoved', { codBseAtividade: number; codBseQuestao: number }>;

export const isActivityEvent = eventGuard<ActivityEvent>({
  ActivityCreated: true,
  ActivityChanged: true,
  ActivityDeleted: true,
  QuestionAdded: true,
  QuestionChanged: true,
  QuestionRemoved: true,
});

export const activityStream = (codBseAtividade: number): string => `activity-${codBseAtividade}`;

const QUESTION_PRIVACY = {
  codBseAtividade: 'technical',
  codBseQuestao: 'technical',
  titulo: 'content',
  enuEnunciado: 'content',
  tipoQuestao: 'technical',
  multiplaEscolha: 'content',
  resRespostaEsperada: 'content',
} as const;

const ACTIVITY_PRIVACY = {
  codBseAtividade: 'technical',
  nomAtividade: 'content',
  desDescricao: 'content',
  codTrlLivro: 'technical',
  capitulos: 'technical',
} as const;

/** What each activity event holds (decision 0061): the network's or a school's material, and its author's name. */
export const activityPrivacy = privacyRegister<ActivityEvent>({
  ActivityCreated: {
    fields: {
      ...ACTIVITY_PRIVACY,
      codUsuarioCriacao: 'technical',
      nomUsuarioCriacao: 'identity',
      codBseEscola: 'technical',
    },
    owner: (data) => userKeyOwner(data.codUsuarioCriacao),
    ownerIs: 'the author (`codUsuarioCriacao`)',
    why: 'who wrote the activity',
  },
  ActivityChanged: { fields: ACTIVITY_PRIVACY },
  ActivityDeleted: { fields: { codBseAtividade: 'technical' } },
  QuestionAdded: { fields: QUESTION_PRIVACY },
  QuestionChanged: { fields: QUESTION_PRIVACY },
  QuestionRemoved: { fields: { codBseAtividade: 'technical', codBseQuestao: 'technical' } },
});
