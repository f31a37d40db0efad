import {
  assertNever,
  DomainError,
  Profile,
  requireAbsent,
  type Actor,
  type Decider,
  type DecisionContext,
} from '@school/modules/kernel';
import {
  COPY_KEPT_DAYS,
  isDataRequestEvent,
  type DataRequestEvent,
  type DataRequestKind,
  type DataRequestRecordedData,
  type RequesterRelation,
} from './data-request.events.js';

/** Who asked, as the recorder took it down. */
export interface Requester {
  relacao: RequesterRelation;
  nome: string;
  documento: string;
}

/** What the handler knows of the person from outside the request's stream. */
export interface DataRequestFacts {
  /** Its personal data was erased already. */
  subjectErased: boolean;
  /** An erasure of it is recorded and not carried out. */
  erasurePending: boolean;
  /** Its school now: the request's scope. */
  codBseEscola: number | null;
}

export interface RecordDataRequest {
  type: 'RecordDataRequest';
  codSolicitacao: number;
  codBseUsuario: number;
  tipo: DataRequestKind;
  /** Null: the caller asks for itself (only a copy, of its own data). */
  solicitante: Requester | null;
  motivo: string | null;
  facts: DataRequestFacts;
}

export type DataRequestCommand =
  | RecordDataRequest
  /** The erasure appended, or the copy's file written: the request is answered. */
  | { type: 'CarryOutDataRequest'; codSolicitacao: number }
  /** The copy's job gave up. */
  | { type: 'FailDataRequest'; codSolicitacao: number };

export type DataRequestState =
  { status: 'absent' } | { status: 'pending' | 'done' | 'failed'; request: DataRequestRecordedData };

/** The Master (anyone) and a Gestor (its school's users; the handler's scope check) record requests for others. */
export function recordsForOthers(actor: Actor): boolean {
  return actor.profile === Profile.Master || actor.profile === Profile.Gestor;
}

const field = (code: 'privacy.requesterRequired' | 'privacy.reasonRequired', name: string) =>
  new DomainError(code, { errors: [{ field: name, code }] });

/**
 * Who may ask what, before anything about the person is read: a refusal here says nothing of
 * whether the person exists (403 alike).
 */
export function assertMayAsk(
  command: Pick<RecordDataRequest, 'codBseUsuario' | 'tipo'>,
  actor: Actor | null,
): asserts actor is Actor {
  if (!actor) throw new DomainError('generic.unauthenticated');
  if (recordsForOthers(actor)) return;
  if (command.tipo === 'eliminacao') throw new DomainError('privacy.erasureThroughSchool');
  if (actor.userId !== command.codBseUsuario) throw new DomainError('privacy.copyOwnOnly');
}

/**
 * The rules of recording a request, also run by the handler before it erases anything (so a
 * refused request leaves the store as it was). The person themself asks for its own copy, from
 * Configurações; anything else (another's copy, any erasure, its own included) is recorded by
 * a Gestor or the Master, who write down who asked and why.
 */
export function assertRecordable(command: RecordDataRequest, actor: Actor | null): Actor {
  assertMayAsk(command, actor);
  const self = actor.userId === command.codBseUsuario;
  const ownCopy = self && command.tipo === 'copia';
  if (!ownCopy && command.solicitante === null) throw field('privacy.requesterRequired', 'solicitante');
  if (!ownCopy && command.motivo === null) throw field('privacy.reasonRequired', 'motivo');
  if (command.facts.subjectErased) throw new DomainError('privacy.alreadyErased');
  if (command.tipo === 'eliminacao' && command.facts.erasurePending)
    throw new DomainError('privacy.erasurePending');
  return actor;
}

function recorded(command: RecordDataRequest, actor: Actor, now: Date): DataRequestEvent {
  const requester = command.solicitante;
  return {
    type: 'DataRequestRecorded',
    data: {
      codSolicitacao: command.codSolicitacao,
      codBseUsuario: command.codBseUsuario,
      tipo: command.tipo,
      relacao: requester?.relacao ?? 'titular',
      nome: requester?.nome ?? null,
      documento: requester?.documento ?? null,
      motivo: command.motivo,
      codBseEscola: command.facts.codBseEscola,
      codUsuarioSolicitacao: actor.userId,
      at: now.toISOString(),
    },
  };
}

function pending(state: DataRequestState): Extract<DataRequestState, { request: unknown }> {
  if (state.status === 'absent') throw new DomainError('generic.notFound');
  if (state.status !== 'pending') throw new DomainError('privacy.notPending');
  return state;
}

const DAY_MS = 24 * 3600 * 1000;

function decide(command: DataRequestCommand, state: DataRequestState, context: DecisionContext) {
  const at = context.now.toISOString();
  switch (command.type) {
    case 'RecordDataRequest': {
      const actor = assertRecordable(command, context.actor);
      requireAbsent(state);
      return [recorded(command, actor, context.now)];
    }
    case 'CarryOutDataRequest': {
      const { request } = pending(state);
      const copy = request.tipo === 'copia';
      return [
        {
          type: 'DataRequestCarriedOut' as const,
          data: {
            codSolicitacao: command.codSolicitacao,
            // A copy is made by the platform's job; an erasure by whoever recorded it, at once.
            codUsuarioExecucao: copy ? null : (context.actor?.userId ?? null),
            at,
            expiraEm: copy ? new Date(context.now.getTime() + COPY_KEPT_DAYS * DAY_MS).toISOString() : null,
          },
        },
      ];
    }
    case 'FailDataRequest':
      pending(state);
      return [{ type: 'DataRequestFailed' as const, data: { codSolicitacao: command.codSolicitacao, at } }];
    default:
      return assertNever(command);
  }
}

export const dataRequestDecider: Decider<DataRequestCommand, DataRequestState, DataRequestEvent> = {
  isEvent: isDataRequestEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'DataRequestRecorded':
        return { status: 'pending', request: event.data };
      case 'DataRequestCarriedOut':
        return state.status === 'absent' ? state : { ...state, status: 'done' };
      case 'DataRequestFailed':
        return state.status === 'absent' ? state : { ...state, status: 'failed' };
      default:
        return assertNever(event);
    }
  },

  decide,
};
