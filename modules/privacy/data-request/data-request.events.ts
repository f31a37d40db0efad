import { eventGuard, privacyRegister, requestKeyOwner, type DomainEvent } from '@school/modules/kernel';

/** What is asked (LGPD Art. 18): a copy of the person's data (II, V) or its erasure (IV, VI). */
export const DATA_REQUEST_KINDS = ['copia', 'eliminacao'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Who asked: the person themself, or a parent or guardian for them (Art. 14, Art. 18 §3). */
export const REQUESTER_RELATIONS = ['titular', 'responsavel'] as const;
export type RequesterRelation = (typeof REQUESTER_RELATIONS)[number];

export interface DataRequestRecordedData {
  codSolicitacao: number;
  /** Whose data: the person the request is about. */
  codBseUsuario: number;
  tipo: DataRequestKind;
  relacao: RequesterRelation;
  /** The requester's name and document, as the recorder took them; null when the titular asked for itself, signed in. */
  nome: string | null;
  documento: string | null;
  /** Why, in the recorder's words; null for a titular's own copy from Configurações. */
  motivo: string | null;
  /** The person's school when the request was recorded: the request's scope (a Gestor sees its school's). */
  codBseEscola: number | null;
  /** Who recorded it (the signed-in user): the only one who downloads a copy. */
  codUsuarioSolicitacao: number;
  /** ISO time of the record: the 15 days of LGPD Art. 19 run from it. */
  at: string;
}

export type DataRequestEvent =
  | DomainEvent<'DataRequestRecorded', DataRequestRecordedData>
  /**
   * Carried out: an erasure at once, by `codUsuarioExecucao` (who recorded it); a copy once its
   * job wrote the file (`codUsuarioExecucao` null: the platform), kept until `expiraEm`.
   */
  | DomainEvent<
      'DataRequestCarriedOut',
      { codSolicitacao: number; codUsuarioExecucao: number | null; at: string; expiraEm: string | null }
    >
  /** The copy's job gave up (its last attempt failed): the request can be asked again. */
  | DomainEvent<'DataRequestFailed', { codSolicitacao: number; at: string }>;

/** Tells a data request stream's events from others (typed reads: `readStreamOf(store, stream, isDataRequestEvent)`). */
export const isDataRequestEvent = eventGuard<DataRequestEvent>({
  DataRequestRecorded: true,
  DataRequestCarriedOut: true,
  DataRequestFailed: true,
});

export const dataRequestStream = (id: number): string => `data-request-${id}`;

/** How long a copy's file is kept for its requester to download: 7 days. */
export const COPY_KEPT_DAYS = 7;
/** How long LGPD Art. 19 gives to answer a request: 15 days. */
export const ANSWER_WITHIN_DAYS = 15;
/**
 * How long a request is kept on record once answered (decision 0061): five years from its
 * `DataRequestCarriedOut` or `DataRequestFailed`; then `DataRequestsExpired` drops it.
 */
export const REQUESTS_KEPT_YEARS = 5;

/**
 * What each data request event holds (decision 0061): the requester's name, document and reason
 * are sealed with the request's own key (not the person's: they outlive its erasure), deleted
 * five years after the request was answered (`DataRequestsExpired`).
 */
export const dataRequestPrivacy = privacyRegister<DataRequestEvent>({
  DataRequestRecorded: {
    fields: {
      codSolicitacao: 'technical',
      codBseUsuario: 'technical',
      tipo: 'record',
      relacao: 'record',
      nome: 'identity',
      documento: 'identity',
      motivo: 'text',
      codBseEscola: 'record',
      codUsuarioSolicitacao: 'technical',
      at: 'technical',
    },
    owner: (data) => requestKeyOwner(data.codSolicitacao),
    ownerIs: 'the request itself (`codSolicitacao`): kept five years, whatever happens to the person',
    why: 'who asked for a copy or an erasure, and why (LGPD Art. 18 and 19: the request on record)',
    kept: 'five years after the request was answered (`DataRequestsExpired`)',
  },
  DataRequestCarriedOut: {
    fields: {
      codSolicitacao: 'technical',
      codUsuarioExecucao: 'technical',
      at: 'technical',
      expiraEm: 'technical',
    },
  },
  DataRequestFailed: { fields: { codSolicitacao: 'technical', at: 'technical' } },
});
