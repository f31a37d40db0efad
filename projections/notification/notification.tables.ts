import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/**
 * The notifications read model (decision 0065): each person's notifications, and what it keeps
 * of other contexts to know who gets one (class members, forum topics' participants, support
 * requests' senders), as the log said when each notification came, so a rebuild gives the
 * same rows. No name or text: a notification is its kind and record ids.
 */
export const notificationSchema = {
  /** One person's notification of one record. */
  notifications: {
    columns: {
      /** Numbered in log order by `notification_counter`. */
      id: 'int4',
      cod_bse_usuario: 'int4',
      /** A NotificationKind. */
      tipo: 'text',
      registro: 'int4',
      cod_bse_turma: 'int4?',
      /** The event that made it: the live push finds the rows of a batch by it. */
      event_id: 'text',
      created_at: 'timestamptz',
      lida: 'bool',
    },
    primaryKey: 'id',
    indexes: [['cod_bse_usuario', 'id'], ['event_id'], ['created_at'], ['tipo', 'registro']],
  },
  /** The last notification id given (one row, `chave` 1). */
  notification_counter: {
    columns: { chave: 'int4', ultimo: 'int4' },
    primaryKey: 'chave',
  },
  /** Each user's profile (from the users' events). */
  notification_people: {
    columns: { cod_bse_usuario: 'int4', cod_bse_perfil: 'int4' },
    primaryKey: 'cod_bse_usuario',
  },
  /** Who belongs to each class (from the users' events). */
  notification_members: {
    columns: { cod_bse_turma: 'int4', cod_bse_usuario: 'int4' },
    primaryKey: ['cod_bse_turma', 'cod_bse_usuario'],
    indexes: [['cod_bse_usuario']],
  },
  /** Who opened or answered each forum topic. */
  notification_topic_people: {
    columns: { cod_frm_topico: 'int4', cod_bse_usuario: 'int4' },
    primaryKey: ['cod_frm_topico', 'cod_bse_usuario'],
    indexes: [['cod_bse_usuario']],
  },
  /** Who sent each support request still at the desk. */
  notification_support_senders: {
    columns: { cod_bse_suporte: 'int4', cod_bse_usuario: 'int4' },
    primaryKey: 'cod_bse_suporte',
  },
} as const satisfies SchemaSpec;

export type NotificationRow = RowOf<typeof notificationSchema, 'notifications'>;
