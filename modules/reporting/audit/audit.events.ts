import { eventGuard, type DomainEvent } from '@school/modules/kernel';

/**
 * Who looked at what in the audit console (`audit-<codBseUsuario>`): every view is itself an
 * event, so the audit of the audit exists. Facts of one person, appended without conflict.
 */
export type AuditEvent = DomainEvent<
  'AuditViewed',
  {
    codBseUsuario: number;
    /** 'acessos', 'acessos.csv', 'historico', 'notas'. */
    visao: string;
    /** What was looked at: the filter, or the record (`usuario-12`). */
    alvo: string;
  }
>;

export const isAuditEvent = eventGuard<AuditEvent>({ AuditViewed: true });

export const auditStream = (codBseUsuario: number): string => `audit-${codBseUsuario}`;
