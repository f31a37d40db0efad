import {
  assertMaterialWritable,
  assertNever,
  type DecisionContext,
  DomainError,
  type Decider,
  requireAbsent,
} from '@school/modules/kernel';
import {
  type ActivityEvent,
  type ActivityFields,
  isActivityEvent,
  type QuestionFields,
} from './activity.events.js';
import { type ActivityOwner, ownerSchoolOf } from './activity.rules.js';

/**
 * The content context's facts about the trail named: whether it exists and its chapters' ids
 * (read by the handler from the trail read models).
 */
export interface TrailFacts {
  trailExists: boolean;
  chaptersOfTrail: readonly number[];
}

export type ActivityCommand =
  | ({
      type: 'CreateActivity';
      codBseAtividade: number;
      fields: ActivityFields;
      creator: { id: number; name: string };
    } & TrailFacts)
  | ({ type: 'ChangeActivity'; fields: ActivityFields } & TrailFacts)
  | { type: 'DeleteActivity' }
  | { type: 'AddQuestion'; question: QuestionFields }
  | { type: 'ChangeQuestion'; question: QuestionFields }
  | { type: 'RemoveQuestion'; codBseQuestao: number };

export interface ActivityState {
  status: 'absent' | 'live' | 'deleted';
  codBseAtividade: number | null;
  fields: ActivityFields | null;
  /** The questions by id, in the order added. */
  questions: ReadonlyMap<number, QuestionFields>;
  /** Whose it is (decision 0071); null before it is created. */
  owner: ActivityOwner | null;
}

function checkTrail(fields: ActivityFields, facts: TrailFacts): void {
  if (!facts.trailExists) throw new DomainError('generic.notFound');
  const ofTrail = new Set(facts.chaptersOfTrail);
  if (fields.capitulos.some((c) => !ofTrail.has(c))) throw new DomainError('activity.chapterNotInTrail');
}

/**
 * A live activity the caller may change (decision 0071, the rule trails follow): one it cannot
 * read answers 404, like a missing one; one it reads but does not own, 403.
 */
function live(state: ActivityState, context: DecisionContext): number {
  if (state.status !== 'live' || state.codBseAtividade === null) throw new DomainError('generic.notFound');
  if (!context.actor) throw new DomainError('generic.notFound');
  assertMaterialWritable(context.actor, state.owner);
  return state.codBseAtividade;
}

export const activityDecider: Decider<ActivityCommand, ActivityState, ActivityEvent> = {
  isEvent: isActivityEvent,
  initialState: () => ({
    status: 'absent',
    codBseAtividade: null,
    fields: null,
    questions: new Map(),
    owner: null,
  }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ActivityCreated': {
        const { codBseAtividade, nomAtividade, desDescricao, codTrlLivro, capitulos } = event.data;
        return {
          ...state,
          status: 'live',
          codBseAtividade,
          fields: { nomAtividade, desDescricao, codTrlLivro, capitulos },
          owner: {
            codBseEscola: event.data.codBseEscola ?? null,
            codUsuarioCriacao: event.data.codUsuarioCriacao,
          },
        };
      }
      case 'ActivityChanged': {
        const { nomAtividade, desDescricao, codTrlLivro, capitulos } = event.data;
        return { ...state, fields: { nomAtividade, desDescricao, codTrlLivro, capitulos } };
      }
      case 'ActivityDeleted':
        return { ...state, status: 'deleted' };
      case 'QuestionAdded':
      case 'QuestionChanged': {
        const { codBseAtividade: _activity, ...question } = event.data;
        return { ...state, questions: new Map(state.questions).set(question.codBseQuestao, question) };
      }
      case 'QuestionRemoved': {
        const questions = new Map(state.questions);
        questions.delete(event.data.codBseQuestao);
        return { ...state, questions };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state, context) => {
    switch (command.type) {
      case 'CreateActivity': {
        requireAbsent(state);
        const codBseEscola = context.actor ? ownerSchoolOf(context.actor) : undefined;
        if (codBseEscola === undefined) throw new DomainError('generic.forbidden');
        checkTrail(command.fields, command);
        return [
          {
            type: 'ActivityCreated',
            data: {
              codBseAtividade: command.codBseAtividade,
              ...command.fields,
              codUsuarioCriacao: command.creator.id,
              nomUsuarioCriacao: command.creator.name,
              codBseEscola,
            },
          },
        ];
      }
      case 'ChangeActivity': {
        const codBseAtividade = live(state, context);
        checkTrail(command.fields, command);
        return [{ type: 'ActivityChanged', data: { codBseAtividade, ...command.fields } }];
      }
      case 'DeleteActivity':
        return [{ type: 'ActivityDeleted', data: { codBseAtividade: live(state, context) } }];
      case 'AddQuestion': {
        const codBseAtividade = live(state, context);
        if (state.questions.has(command.question.codBseQuestao)) throw new DomainError('generic.conflict');
        return [{ type: 'QuestionAdded', data: { codBseAtividade, ...command.question } }];
      }
      case 'ChangeQuestion': {
        const codBseAtividade = live(state, context);
        if (!state.questions.has(command.question.codBseQuestao)) throw new DomainError('generic.notFound');
        return [{ type: 'QuestionChanged', data: { codBseAtividade, ...command.question } }];
      }
      case 'RemoveQuestion': {
        const codBseAtividade = live(state, context);
        if (!state.questions.has(command.codBseQuestao)) throw new DomainError('generic.notFound');
        return [{ type: 'QuestionRemoved', data: { codBseAtividade, codBseQuestao: command.codBseQuestao } }];
      }
      default:
        return assertNever(command);
    }
  },
};
