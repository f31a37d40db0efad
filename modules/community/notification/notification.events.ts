import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/**
 * A user's notifications read (`notifications-<codBseUsuario>`): the notifications themselves are
 * a read model of other contexts' events (decision 0065); only what the user marked read is a
 * fact of its own, so a rebuild keeps it. `ids` are the notifications' ids as the read model
 * numbers them (in log order, so a rebuild numbers them alike), the user's own only.
 */
export type NotificationEvent = DomainEvent<'NotificationsRead', { codBseUsuario: number; ids: number[] }>;

export const isNotificationEvent = eventGuard<NotificationEvent>({ NotificationsRead: true });

export const notificationStream = (codBseUsuario: number): string => `notifications-${codBseUsuario}`;

/** What a read mark holds: ids only, of the person who read them. */
export const notificationPrivacy = privacyRegister<NotificationEvent>({
  NotificationsRead: { fields: { codBseUsuario: 'technical', ids: 'technical' } },
});
