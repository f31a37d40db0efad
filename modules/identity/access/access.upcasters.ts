import type { Upcasters } from '@school/modules/kernel';
import type { AccessOutcome } from './access.events.js';

/**
 * The legacy access log's label of each outcome, verbatim: what `LoginAttempted` stored until
 * decision 0023, and what the access-log projection shows (its `txt_observacao`).
 */
export const ACCESS_LOG_LABELS: Readonly<Record<AccessOutcome, string>> = {
  signedIn: 'Sucesso',
  wrongPassword: 'Senha incorreta',
  deactivated: 'Usuário desativado',
  noWebPermission: 'Sem permissão',
  locked: 'Bloqueado',
};

const OUTCOME_OF_LABEL: ReadonlyMap<string, AccessOutcome> = new Map(
  Object.entries(ACCESS_LOG_LABELS).map(([outcome, label]) => [label, outcome as AccessOutcome]),
);

/**
 * Sign-in attempts recorded before 2026-11-23 carry the access log's label (`txtObservacao`),
 * `indSucesso` and the HTTP status instead of the outcome: read them as outcomes.
 */
export const accessUpcasters: Upcasters = {
  LoginAttempted(data) {
    if ('outcome' in data) return data;
    const { indSucesso: _success, txtObservacao, httpStatus: _status, ...facts } = data;
    const outcome = OUTCOME_OF_LABEL.get(String(txtObservacao));
    if (!outcome) throw new Error(`LoginAttempted with an unknown label: ${String(txtObservacao)}`);
    return { ...facts, outcome };
  },
};
