import type { Upcasters } from '@school/modules/kernel';
import type { AccessOutcome } from './access.events.js';

/** The legacy labels `LoginAttempted` stored until decision 0023, and the outcome each one meant. */
const OUTCOME_OF_LABEL: Readonly<Record<string, AccessOutcome>> = {
  Sucesso: 'signedIn',
  'Senha incorreta': 'wrongPassword',
  'Usuário desativado': 'deactivated',
  'Sem permissão': 'noWebPermission',
  Bloqueado: 'locked',
};

/**
 * Sign-in attempts recorded before 2026-11-23 carry the access log's label (`txtObservacao`),
 * `indSucesso` and the HTTP status instead of the outcome: read them as outcomes.
 */
export const accessUpcasters: Upcasters = {
  LoginAttempted(data) {
    if ('outcome' in data) return data;
    const { indSucesso: _success, txtObservacao, httpStatus: _status, ...facts } = data;
    const outcome = OUTCOME_OF_LABEL[String(txtObservacao)];
    if (!outcome) throw new Error(`LoginAttempted with an unknown label: ${String(txtObservacao)}`);
    return { ...facts, outcome };
  },
};
