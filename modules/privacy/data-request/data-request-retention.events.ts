import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/**
 * The end of the data requests' retention (decision 0061): the requests answered (carried out or
 * failed) before `before` (an ISO instant, the start of a UTC day REQUESTS_KEPT_YEARS earlier)
 * are dropped. `codSolicitacoes` names them: their keys (`request:<id>`) are deleted when it is
 * appended, so their requester's name, document and reason read "Dados removidos" in every event
 * and backup, and the requests' read model forgets them. Appended by the daily retention job.
 */
export type DataRequestRetentionEvent = DomainEvent<
  'DataRequestsExpired',
  { before: string; codSolicitacoes: number[] }
>;

/** Tells the data request retention stream's events from others. */
export const isDataRequestRetentionEvent = eventGuard<DataRequestRetentionEvent>({
  DataRequestsExpired: true,
});

/** The one stream of the data requests' retention. */
export const DATA_REQUEST_RETENTION_STREAM = 'data-request-retention';

/** Holds no personal data: a time and request ids. */
export const dataRequestRetentionPrivacy = privacyRegister<DataRequestRetentionEvent>({
  DataRequestsExpired: { fields: { before: 'technical', codSolicitacoes: 'technical' } },
});
