import type { NotificationKind } from '@school/modules/community/contracts';
import { createTexts, type SameKeys } from '../../shared/texts';

/** The header's bell (decision 0065): its name, its list and each kind's words. */
const pt = {
  bell: 'Notificações',
  bellOne: 'Notificações, 1 não lida',
  bellMany: 'Notificações, {{count}} não lidas',
  title: 'Notificações',
  empty: 'Nenhuma notificação nos últimos 90 dias.',
  unread: 'não lida',
  markAll: 'Marcar todas como lidas',
  loadFailed: 'Não foi possível carregar as notificações.',
  kinds: {
    activityOpened: 'Nova atividade aberta para a sua turma',
    gradeAssigned: 'Sua resposta foi corrigida',
    forumReply: 'Nova resposta em um tópico do fórum que você acompanha',
    calendarEvent: 'Novo evento no calendário da sua turma',
    trailActivated: 'Nova trilha ativada para a sua turma',
    supportAnswered: 'Sua solicitação de suporte foi atendida',
  } satisfies Record<NotificationKind, string>,
};

type NotificationTexts = SameKeys<typeof pt>;

const en: NotificationTexts = {
  bell: 'Notifications',
  bellOne: 'Notifications, 1 unread',
  bellMany: 'Notifications, {{count}} unread',
  title: 'Notifications',
  empty: 'No notifications in the last 90 days.',
  unread: 'unread',
  markAll: 'Mark all as read',
  loadFailed: 'The notifications could not be loaded.',
  kinds: {
    activityOpened: 'New activity opened for your class',
    gradeAssigned: 'Your answer was graded',
    forumReply: 'New reply in a forum topic you follow',
    calendarEvent: 'New event in your class calendar',
    trailActivated: 'New trail activated for your class',
    supportAnswered: 'Your support request was answered',
  },
};

const es: NotificationTexts = {
  bell: 'Notificaciones',
  bellOne: 'Notificaciones, 1 no leída',
  bellMany: 'Notificaciones, {{count}} no leídas',
  title: 'Notificaciones',
  empty: 'Ninguna notificación en los últimos 90 días.',
  unread: 'no leída',
  markAll: 'Marcar todas como leídas',
  loadFailed: 'No fue posible cargar las notificaciones.',
  kinds: {
    activityOpened: 'Nueva actividad abierta para su clase',
    gradeAssigned: 'Su respuesta fue corregida',
    forumReply: 'Nueva respuesta en un tema del foro que usted sigue',
    calendarEvent: 'Nuevo evento en el calendario de su clase',
    trailActivated: 'Nueva ruta activada para su clase',
    supportAnswered: 'Su solicitud de soporte fue atendida',
  },
};

/** `t` for the bell's texts (`notifications.<key>`), typed by their keys. */
export const useNotificationTexts = createTexts('notifications', { pt, en, es });
