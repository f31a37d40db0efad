import { assertNever, type Decider } from '@school/modules/kernel';
import { type AuditEvent, isAuditEvent } from './audit.events.js';

/** A view of the audit console, recorded as it happened: who (`codBseUsuario`), which view, of what. */
export type AuditCommand = {
  type: 'RecordAuditView';
  codBseUsuario: number;
  visao: string;
  alvo: string;
};

/**
 * The audit of the audit: one person's views, facts without an invariant (no state to decide
 * on), appended whatever was appended meanwhile (`noConflict`).
 */
export const auditDecider: Decider<AuditCommand, null, AuditEvent> = {
  isEvent: isAuditEvent,
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => {
    switch (command.type) {
      case 'RecordAuditView':
        return [
          {
            type: 'AuditViewed',
            data: { codBseUsuario: command.codBseUsuario, visao: command.visao, alvo: command.alvo },
          },
        ];
      default:
        return assertNever(command.type);
    }
  },
};
