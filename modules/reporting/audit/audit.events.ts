import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

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

/**
 * What a view of the audit console holds (decision 0061): what was looked at may be a login the
 * viewer typed in the filter, sealed with the viewer's key.
 */
export const auditPrivacy = privacyRegister<AuditEvent>({
  AuditViewed: {
    fields: { codBseUsuario: 'technical', visao: 'technical', alvo: 'identity' },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the viewer (`codBseUsuario`)',
    why: 'who looked at whose records (the filter typed)',
  },
});
