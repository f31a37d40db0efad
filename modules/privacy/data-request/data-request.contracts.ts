import { z } from 'zod';
import { requiredId, requiredText } from '@school/modules/kernel';
import {
  DATA_REQUEST_KINDS,
  REQUESTER_RELATIONS,
  type DataRequestKind,
  type RequesterRelation,
} from './data-request.events.js';

export const REQUESTER_NAME_MAX = 120;
export const REQUESTER_DOCUMENT_MAX = 40;
export const REQUEST_REASON_MAX = 1000;

/**
 * POST /api/privacidade/solicitacoes: a copy or an erasure of one person's data. `solicitante`
 * may be left out by a person asking for its own copy; `motivo` too (empty is left out).
 */
export const dataRequestSchema = z.object({
  codBseUsuario: requiredId('privacy.userRequired'),
  tipo: z.enum(DATA_REQUEST_KINDS, { error: 'privacy.kindRequired' }),
  solicitante: z
    .object({
      relacao: z.enum(REQUESTER_RELATIONS, { error: 'privacy.relationRequired' }),
      nome: requiredText(REQUESTER_NAME_MAX, 'privacy.nameRequired', 'privacy.nameTooLong'),
      documento: requiredText(REQUESTER_DOCUMENT_MAX, 'privacy.documentRequired', 'privacy.documentTooLong'),
    })
    .optional(),
  motivo: z
    .string({ error: 'privacy.reasonRequired' })
    .trim()
    .max(REQUEST_REASON_MAX, { error: 'privacy.reasonTooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DataRequestInput = z.output<typeof dataRequestSchema>;

export interface DataRequestCreated {
  codSolicitacao: number;
}

/**
 * Where a request is: `pendente` (recorded; a copy being made), `concluida` (erased, or the copy
 * ready), `falhou` (the copy could not be made), `expirada` (the copy's 7 days are over).
 */
export const DATA_REQUEST_STATUSES = ['pendente', 'concluida', 'falhou', 'expirada'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** A person as a request names it: id and name (`Dados removidos` once erased). */
export interface DataRequestPerson {
  codBseUsuario: number;
  nomUsuario: string | null;
}

/** One request, as the list and GET /api/privacidade/solicitacoes/{id} answer it. */
export interface DataRequestEntry {
  codSolicitacao: number;
  tipo: DataRequestKind;
  /** For whom. */
  titular: DataRequestPerson;
  /** Who asked and in what capacity (name and document null: the titular itself, signed in). */
  relacao: RequesterRelation;
  nome: string | null;
  documento: string | null;
  motivo: string | null;
  /** Who recorded it, and when (ISO). */
  registradoPor: DataRequestPerson;
  registradoEm: string;
  /** Who carried it out (null: the platform's job, or not yet) and when. */
  executadoPor: DataRequestPerson | null;
  executadoEm: string | null;
  status: DataRequestStatus;
  /** Days from the record to its answer, or to now while pending. */
  dias: number;
  /** More than 15 days (LGPD Art. 19). */
  atrasada: boolean;
  /** A copy's file is kept until then (ISO). */
  expiraEm: string | null;
}

/** GET /api/privacidade/solicitacoes/{id}: the entry, the copy's progress (0 to 1) and where to download it. */
export interface DataRequestDetail extends DataRequestEntry {
  progresso: number | null;
  downloadUrl: string | null;
}

/** Where the requester downloads a ready copy. */
export const dataCopyUrl = (codSolicitacao: number) =>
  `/api/privacidade/solicitacoes/${codSolicitacao}/dados.zip`;

export const requestKindLabel = (tipo: DataRequestKind) => `privacy.kind.${tipo}` as const;
export const requesterRelationLabel = (relacao: RequesterRelation) => `privacy.relation.${relacao}` as const;
export const requestStatusLabel = (status: DataRequestStatus) => `privacy.status.${status}` as const;
