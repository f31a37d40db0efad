import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/**
 * The end of the access log's retention (decision 0061): the client addresses, systems and
 * browsers of the sign-ins of the months before `before` (YYYY-MM, UTC) are dropped; their keys
 * are deleted when it is appended, the access log's read model forgets them, and the counts of
 * sign-ins stay. Appended by the daily retention job when a month has passed
 * ACCESS_LOG_RETENTION_MONTHS (Marco Civil da Internet, Art. 15: at least six months).
 */
export type AccessRetentionEvent = DomainEvent<'AccessLogExpired', { before: string }>;

/** Tells the retention stream's events from others. */
export const isAccessRetentionEvent = eventGuard<AccessRetentionEvent>({ AccessLogExpired: true });

/** The one stream of the retention's facts. */
export const ACCESS_RETENTION_STREAM = 'access-retention';

/** Holds no personal data: a month. */
export const accessRetentionPrivacy = privacyRegister<AccessRetentionEvent>({
  AccessLogExpired: { fields: { before: 'technical' } },
});
