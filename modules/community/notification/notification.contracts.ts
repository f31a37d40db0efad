import { z } from 'zod';
import { assertNever, recordId } from '@school/modules/kernel';

/** What a notification tells of (decision 0065); the web words it in the user's language. */
export const NOTIFICATION_KINDS = [
  'activityOpened',
  'gradeAssigned',
  'forumReply',
  'calendarEvent',
  'trailActivated',
  'supportAnswered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One notification (`GET /api/notificacoes`): its kind and the ids of the record it points to,
 * never a person's name or text (the linked screen shows what its record shows).
 */
export interface Notification {
  id: number;
  tipo: NotificationKind;
  /** The record: an activity (`codBseAtividade`), a forum topic, a calendar event, a class book, a support request. */
  registro: number;
  /** The class it is about (activity, grade, trail), or null. */
  codBseTurma: number | null;
  lida: boolean;
  /** ISO instant. */
  criadaEm: string;
}

export interface NotificationPage {
  itens: Notification[];
  total: number;
  naoLidas: number;
}

/** The days a notification is kept: older ones are never answered, and the read model drops them. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** The most ids one mark names (a page of the list is at most 50). */
export const NOTIFICATIONS_PER_MARK = 200;

export const notificationListSchema = z.object({
  page: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(1_000_000).default(1),
  size: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(50).default(20),
});
export type NotificationListQuery = z.output<typeof notificationListSchema>;

/** `POST /api/notificacoes/lidas`: some of the caller's notifications, or all of them. */
export const markNotificationsReadSchema = z.union([
  z.strictObject({
    ids: z
      .array(recordId('generic.invalid'), { error: 'generic.invalid' })
      .min(1)
      .max(NOTIFICATIONS_PER_MARK),
  }),
  z.strictObject({ todas: z.literal(true, { error: 'generic.invalid' }) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** What the user's socket hears when its notifications change (new ones, or some read elsewhere). */
export const NOTIFICATION_SOCKET_EVENT = 'notification:changed';

/** The screen of a notification's record, in the web app. */
export function notificationLink(n: Pick<Notification, 'tipo' | 'registro'>): string {
  switch (n.tipo) {
    case 'activityOpened':
    case 'gradeAssigned':
      return `/atividade/visualizar/${n.registro}`;
    case 'forumReply':
      return `/forum/publicar/${n.registro}`;
    case 'calendarEvent':
      return '/calendario/listar';
    case 'trailActivated':
      return '/plataforma';
    case 'supportAnswered':
      return '/faleConosco/listar';
    default:
      return assertNever(n.tipo);
  }
}
